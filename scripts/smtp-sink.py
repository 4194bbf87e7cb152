#!/usr/bin/env python3
"""A local SMTP server that accepts every message and keeps none, for `make bench` (issue 27:
does the outbox keep up with the orders?). It speaks the part of SMTP a sender needs (EHLO with
PIPELINING, MAIL, RCPT, DATA, RSET, NOOP, QUIT) on 127.0.0.1 only, and writes how many messages
it has taken to COUNT_FILE after each one.

    scripts/smtp-sink.py PORT COUNT_FILE
"""
import asyncio
import sys

taken = 0


async def session(reader, writer):
    global taken
    writer.write(b"220 sink ESMTP\r\n")
    await writer.drain()
    while True:
        line = await reader.readline()
        if not line:
            break
        verb = line[:4].upper()
        if verb in (b"EHLO", b"HELO"):
            writer.write(b"250-sink\r\n250-PIPELINING\r\n250 8BITMIME\r\n")
        elif verb == b"DATA":
            writer.write(b"354 go on\r\n")
            await writer.drain()
            # The whole message at once, up to the line with a single dot (the sender's lines
            # are dot-stuffed, so none of them is one).
            try:
                await reader.readuntil(b"\r\n.\r\n")
            except asyncio.IncompleteReadError:
                break
            taken += 1
            with open(sys.argv[2], "w") as out:
                out.write(str(taken))
            writer.write(b"250 taken\r\n")
        elif verb == b"QUIT":
            writer.write(b"221 bye\r\n")
            await writer.drain()
            break
        else:
            writer.write(b"250 ok\r\n")
        await writer.drain()
    writer.close()


async def main():
    server = await asyncio.start_server(session, "127.0.0.1", int(sys.argv[1]), limit=1 << 24)
    async with server:
        await server.serve_forever()


if __name__ == "__main__":
    asyncio.run(main())
