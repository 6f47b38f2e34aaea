//! Who is asking: the connection's peer or, behind proxies we trust, the client they forward for.
//! Throttles count by it, so a forged `X-Forwarded-For` must buy nothing.

use std::net::IpAddr;

use actix_web::dev::ServiceRequest;
use actix_web::HttpRequest;
use ipnet::IpNet;

/// The proxies whose `X-Forwarded-For` we believe (`TRUSTED_PROXIES`: addresses or networks,
/// separated by commas). None by default: the peer is the client.
#[derive(Debug, Clone, Default)]
pub struct TrustedProxies(Vec<IpNet>);

impl TrustedProxies {
    pub fn parse(text: &str) -> Result<Self, String> {
        text.split(',')
            .map(str::trim)
            .filter(|part| !part.is_empty())
            .map(|part| {
                part.parse::<IpNet>()
                    .or_else(|_| part.parse::<IpAddr>().map(IpNet::from))
                    .map_err(|_| format!("{part:?} is neither an address nor a network"))
            })
            .collect::<Result<_, _>>()
            .map(Self)
    }

    fn trusts(&self, address: IpAddr) -> bool {
        self.0.iter().any(|net| net.contains(&address))
    }

    /// The client: walking the forwarded chain back from the peer, the first address that is
    /// not one of our proxies. Entries a client wrote itself sit further left and are never read.
    pub fn client(&self, peer: IpAddr, forwarded_for: Option<&str>) -> IpAddr {
        if !self.trusts(peer) {
            return peer;
        }
        let chain = forwarded_for.unwrap_or_default().split(',').rev();
        let mut client = peer;
        for hop in chain.map(str::trim) {
            match hop.parse::<IpAddr>() {
                Ok(address) => {
                    client = address;
                    if !self.trusts(address) {
                        break;
                    }
                }
                // Garbage in the chain: stop at what we could still vouch for.
                Err(_) => break,
            }
        }
        client
    }

    /// The client of a request, when it came over a network connection.
    pub fn client_of(&self, req: &ServiceRequest) -> Option<IpAddr> {
        self.client_of_request(req.request())
    }

    /// The same, from a handler's request.
    pub fn client_of_request(&self, req: &HttpRequest) -> Option<IpAddr> {
        let forwarded = req.headers().get("x-forwarded-for").and_then(|value| value.to_str().ok());
        req.peer_addr().map(|peer| self.client(peer.ip(), forwarded))
    }
}

/// What a throttle counts under: an IPv4 address whole, an IPv6 address by its /64, the
/// network a single subscriber is usually given (and can hop around in at will).
pub fn throttle_key(address: IpAddr) -> IpAddr {
    match address {
        IpAddr::V4(_) => address,
        IpAddr::V6(v6) => match v6.to_ipv4_mapped() {
            Some(v4) => IpAddr::V4(v4),
            None => IpAddr::V6((u128::from(v6) & !((1u128 << 64) - 1)).into()),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ip(text: &str) -> IpAddr {
        text.parse().unwrap()
    }

    #[test]
    fn without_trusted_proxies_the_peer_is_the_client_whatever_it_claims() {
        let none = TrustedProxies::default();
        assert_eq!(none.client(ip("203.0.113.9"), Some("198.51.100.1")), ip("203.0.113.9"));
    }

    #[test]
    fn behind_a_trusted_proxy_the_forwarded_client_counts_and_forged_entries_do_not() {
        let proxies = TrustedProxies::parse("10.0.0.0/8, 127.0.0.1").unwrap();
        assert_eq!(proxies.client(ip("127.0.0.1"), Some("198.51.100.7")), ip("198.51.100.7"));
        // A client that writes its own header adds entries on the left: only the proxy's counts.
        assert_eq!(
            proxies.client(ip("127.0.0.1"), Some("1.2.3.4, 198.51.100.7, 10.1.2.3")),
            ip("198.51.100.7")
        );
        assert_eq!(proxies.client(ip("127.0.0.1"), None), ip("127.0.0.1"));
        assert_eq!(proxies.client(ip("127.0.0.1"), Some("lixo")), ip("127.0.0.1"));
    }

    #[test]
    fn a_bad_proxy_setting_is_refused() {
        assert!(TrustedProxies::parse("10.0.0.0/8, proxy.local").is_err());
        assert!(TrustedProxies::parse("").unwrap().0.is_empty());
    }

    #[test]
    fn ipv6_addresses_count_by_their_64_bit_network() {
        assert_eq!(
            throttle_key(ip("2001:db8:1:2:aaaa::1")),
            throttle_key(ip("2001:db8:1:2:bbbb::9"))
        );
        assert_ne!(throttle_key(ip("2001:db8:1:2::1")), throttle_key(ip("2001:db8:1:3::1")));
        assert_eq!(throttle_key(ip("::ffff:192.0.2.1")), ip("192.0.2.1"));
        assert_eq!(throttle_key(ip("192.0.2.1")), ip("192.0.2.1"));
    }
}
