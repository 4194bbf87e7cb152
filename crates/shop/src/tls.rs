//! The one TLS crypto provider of the process: ring, which sqlx's TLS already uses. reqwest and
//! object_store are built without a provider of their own (see Cargo.toml), so it is installed
//! before any outside client is built.

/// Installs ring as the process's default TLS provider (once; later calls do nothing).
pub fn install_crypto_provider() {
    // An error means a provider is installed already, which is all we need.
    let _ = rustls::crypto::ring::default_provider().install_default();
}

/// A client builder for outside services with the shop's TLS provider in place.
pub fn http_client() -> reqwest::ClientBuilder {
    install_crypto_provider();
    reqwest::Client::builder()
}
