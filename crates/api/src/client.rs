//! Who a client is, by address: the address behind trusted proxies, written canonically, and
//! the network that counts as one client for every limit (rate limits and connection caps).

use std::net::{IpAddr, SocketAddr};

use ipnet::IpNet;

/// An address as one form: an IPv4-mapped IPv6 address (`::ffff:127.0.0.1`, what a socket
/// bound to `[::]` reports for an IPv4 peer) is its IPv4 address.
pub fn canonical(ip: IpAddr) -> IpAddr {
    match ip {
        IpAddr::V6(v6) => v6.to_ipv4_mapped().map_or(ip, IpAddr::V4),
        v4 => v4,
    }
}

/// What counts as one client: an IPv4 address, or an IPv6 /64 (one customer's network: an
/// ISP hands each home or phone a /64, and every address in it is theirs to use).
pub fn client_net(ip: IpAddr) -> IpNet {
    match canonical(ip) {
        IpAddr::V4(v4) => IpNet::V4(v4.into()),
        IpAddr::V6(v6) => {
            IpNet::V6(ipnet::Ipv6Net::new(v6, 64).map_or_else(|_| v6.into(), |n| n.trunc()))
        }
    }
}

/// Whether `ip` (in whatever form the socket or a header wrote it) is one of the `trusted`
/// proxies; the list may name either form.
pub fn is_trusted(trusted: &[IpNet], ip: IpAddr) -> bool {
    let c = canonical(ip);
    let mapped = match c {
        IpAddr::V4(v4) => IpAddr::V6(v4.to_ipv6_mapped()),
        v6 => v6,
    };
    trusted
        .iter()
        .any(|n| n.contains(&c) || n.contains(&mapped))
}

/// The client's address behind trusted proxies. Each proxy appends the address it received
/// from, so the list is read from the right: trusted proxies are passed over, and the first
/// entry that is not one is the client (anything left of it was written by that client and
/// proves nothing). An entry that is not an address (`unknown`, an obfuscated `_hidden` name,
/// garbage) ends the walk: the hop that wrote it could not say who sent it, so the client is
/// taken to be that hop rather than whatever the client wrote further left. A peer that is not
/// trusted is the client, whatever it sends. `X-Forwarded-For` is read first, then the `for=`
/// parameters of `Forwarded` (RFC 7239). The answer is canonical.
pub fn client_ip(
    peer: IpAddr,
    forwarded_for: &[&str],
    forwarded: &[&str],
    trusted: &[IpNet],
) -> IpAddr {
    if !is_trusted(trusted, peer) {
        return canonical(peer);
    }
    let mut chain: Vec<&str> = forwarded_for
        .iter()
        .flat_map(|v| v.split(','))
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .collect();
    if chain.is_empty() {
        chain = forwarded
            .iter()
            .flat_map(|v| v.split([',', ';']))
            .filter_map(|p| {
                let (k, v) = p.trim().split_once('=')?;
                k.trim()
                    .eq_ignore_ascii_case("for")
                    .then(|| v.trim().trim_matches('"'))
            })
            .collect();
    }
    let mut nearest = peer;
    for entry in chain.iter().rev() {
        match parse_forwarded_ip(entry) {
            Some(ip) if is_trusted(trusted, ip) => nearest = ip,
            Some(ip) => return canonical(ip),
            None => break,
        }
    }
    canonical(nearest)
}

/// An address as proxies write it: `1.2.3.4`, `1.2.3.4:5678`, `[2001:db8::1]:80` or `2001:db8::1`.
fn parse_forwarded_ip(s: &str) -> Option<IpAddr> {
    if let Ok(ip) = s.parse::<IpAddr>() {
        return Some(ip);
    }
    if let Ok(sock) = s.parse::<SocketAddr>() {
        return Some(sock.ip());
    }
    s.strip_prefix('[')
        .and_then(|r| r.split(']').next())
        .and_then(|r| r.parse().ok())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn nets(list: &[&str]) -> Vec<IpNet> {
        list.iter().map(|s| s.parse().unwrap()).collect()
    }

    fn ip(s: &str) -> IpAddr {
        s.parse().unwrap()
    }

    #[test]
    fn forwarded_headers_from_an_untrusted_peer_are_ignored() {
        let peer = ip("203.0.113.5");
        let got = client_ip(peer, &["1.1.1.1"], &["for=2.2.2.2"], &nets(&["10.0.0.0/8"]));
        assert_eq!(got, peer);
        assert_eq!(client_ip(peer, &["1.1.1.1"], &[], &[]), peer);
    }

    #[test]
    fn behind_trusted_proxies_the_rightmost_untrusted_address_is_the_client() {
        let lb = ip("10.0.0.2");
        let trusted = nets(&["10.0.0.0/8", "127.0.0.1/32"]);
        // The client wrote a fake first entry; nginx appended the real one.
        let got = client_ip(lb, &["6.6.6.6, 198.51.100.7", "10.0.0.9"], &[], &trusted);
        assert_eq!(got, ip("198.51.100.7"));
        let got = client_ip(
            lb,
            &[],
            &["for=\"[2001:db8::7]:4711\";proto=https, for=10.0.0.3"],
            &trusted,
        );
        assert_eq!(got, ip("2001:db8::7"));
        assert_eq!(client_ip(lb, &["garbage"], &[], &trusted), lb);
    }

    #[test]
    fn an_ipv4_mapped_proxy_is_trusted_and_its_client_written_canonically() {
        let trusted = nets(&["127.0.0.1/32"]);
        let nginx = ip("::ffff:127.0.0.1");
        assert!(is_trusted(&trusted, nginx));
        assert_eq!(
            client_ip(nginx, &["198.51.100.7"], &[], &trusted),
            ip("198.51.100.7")
        );
        assert_eq!(
            client_ip(nginx, &["::ffff:198.51.100.8"], &[], &trusted),
            ip("198.51.100.8")
        );
        // An untrusted mapped peer is its IPv4 address too, so it shares its IPv4 limits.
        assert_eq!(
            client_ip(ip("::ffff:203.0.113.5"), &[], &[], &trusted),
            ip("203.0.113.5")
        );
        // A list that names the mapped form trusts the plain form as well.
        assert!(is_trusted(
            &nets(&["::ffff:127.0.0.1/128"]),
            ip("127.0.0.1")
        ));
    }

    #[test]
    fn an_entry_that_is_not_an_address_ends_the_walk_at_the_hop_that_wrote_it() {
        let trusted = nets(&["10.0.0.0/8"]);
        let lb = ip("10.0.0.2");
        // The client sent "6.6.6.6"; the proxy could not tell who it was and wrote "unknown".
        assert_eq!(client_ip(lb, &["6.6.6.6, unknown"], &[], &trusted), lb);
        assert_eq!(
            client_ip(lb, &["6.6.6.6, unknown, 10.0.0.7"], &[], &trusted),
            ip("10.0.0.7")
        );
        assert_eq!(
            client_ip(lb, &[], &["for=6.6.6.6, for=unknown"], &trusted),
            lb
        );
        assert_eq!(
            client_ip(lb, &[], &["for=6.6.6.6, for=_hidden"], &trusted),
            lb
        );
    }

    #[test]
    fn an_ipv6_client_is_its_64_network_and_a_mapped_one_its_ipv4_address() {
        let a = client_net(ip("2001:db8:1:2::1"));
        assert_eq!(a, client_net(ip("2001:db8:1:2:ffff::9")));
        assert_ne!(a, client_net(ip("2001:db8:1:3::1")));
        assert_eq!(a.to_string(), "2001:db8:1:2::/64");
        assert_eq!(
            client_net(ip("::ffff:192.0.2.7")),
            client_net(ip("192.0.2.7"))
        );
        assert_eq!(client_net(ip("192.0.2.7")).to_string(), "192.0.2.7/32");
    }
}
