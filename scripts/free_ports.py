"""Free ports on 127.0.0.1 for the servers the checks start (scripts/two-instances.sh,
scripts/growth-check.py), below the kernel's ephemeral range (32768 and up on Linux): a port in
that range can be taken at any moment by an outgoing connection, such as a server's own pool
connecting to PostgreSQL while another server is about to listen on it.

`python3 scripts/free_ports.py N` prints the first of N free ports in a row."""
import random
import socket
import sys

LOW, HIGH = 20000, 32000


def free_ports(n=1):
    """The first of `n` consecutive ports nothing listens on, checked by binding them."""
    for _ in range(200):
        base = random.randint(LOW, HIGH)
        socks = []
        try:
            for port in range(base, base + n):
                s = socket.socket()
                socks.append(s)
                s.bind(("127.0.0.1", port))
        except OSError:
            continue
        finally:
            for s in socks:
                s.close()
        return base
    raise SystemExit(f"no {n} free ports in a row between {LOW} and {HIGH + n - 1}")


if __name__ == "__main__":
    print(free_ports(int(sys.argv[1]) if len(sys.argv) > 1 else 1))
