//! Word that the catalogue changed, from whichever instance (or person) changed it.
//!
//! On PostgreSQL every write to the catalogue tables sends `NOTIFY tokri_catalogue` with the
//! schema's name (a statement trigger, migration 0004), delivered at commit to every
//! connection that listens. [`Store::catalogue_changes`] opens such a connection. On SQLite one
//! process owns the database and invalidates its own caches as it writes, so there is nothing
//! to listen to.

use std::time::Duration;

use sqlx::postgres::PgListener;

use crate::{Backend, Result, Store};

/// The channel catalogue writes are announced on.
pub const CATALOGUE_CHANNEL: &str = "tokri_catalogue";

/// Longest wait between two attempts to listen again after the connection is lost.
const MAX_BACKOFF: Duration = Duration::from_secs(30);

/// What [`CatalogueChanges::next`] learned.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Change {
    /// The catalogue was written.
    Catalogue,
    /// The listening connection was lost and is back: writes in between were not heard.
    Missed,
}

/// A listening connection for catalogue writes, which reconnects by itself.
pub struct CatalogueChanges {
    listener: PgListener,
    url: std::sync::Arc<str>,
    schema: String,
}

impl std::fmt::Debug for CatalogueChanges {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("CatalogueChanges")
            .field("schema", &self.schema)
            .finish()
    }
}

async fn listen(url: &str) -> Result<PgListener> {
    let mut listener = PgListener::connect(url).await?;
    listener.listen(CATALOGUE_CHANNEL).await?;
    Ok(listener)
}

impl Store {
    /// Starts listening for catalogue writes (PostgreSQL); `None` on SQLite. Fails when the
    /// database cannot be reached now; after that the listener reconnects by itself.
    pub async fn catalogue_changes(&self) -> Result<Option<CatalogueChanges>> {
        if self.backend != Backend::Postgres {
            return Ok(None);
        }
        // The trigger names the schema it wrote to; ours is whatever our connections resolve.
        let schema: String = sqlx::query_scalar("SELECT CAST(current_schema() AS TEXT)")
            .fetch_one(self.pool())
            .await?;
        Ok(Some(CatalogueChanges {
            listener: listen(&self.url).await?,
            url: self.url.clone(),
            schema,
        }))
    }
}

impl CatalogueChanges {
    /// Waits for the next catalogue write in our schema. Never fails: when the connection
    /// breaks it reconnects (waiting longer after each failed attempt, up to 30 s) and then
    /// answers [`Change::Missed`], since writes made meanwhile went unheard.
    pub async fn next(&mut self) -> Change {
        loop {
            match self.listener.try_recv().await {
                Ok(Some(n)) if n.payload() == self.schema => return Change::Catalogue,
                // Another shop in another schema of this database.
                Ok(Some(_)) => {}
                // Lost and already listening again (sqlx reconnects before answering None).
                Ok(None) => return Change::Missed,
                Err(e) => {
                    tracing::warn!(error = %e, "lost the catalogue change listener; reconnecting");
                    self.reconnect().await;
                    return Change::Missed;
                }
            }
        }
    }

    async fn reconnect(&mut self) {
        let mut wait = Duration::from_millis(250);
        loop {
            tokio::time::sleep(wait).await;
            match listen(&self.url).await {
                Ok(l) => {
                    self.listener = l;
                    tracing::info!("listening for catalogue changes again");
                    return;
                }
                Err(e) => {
                    tracing::warn!(error = %e, retry_in_s = (wait * 2).min(MAX_BACKOFF).as_secs_f32(), "cannot listen for catalogue changes");
                    wait = (wait * 2).min(MAX_BACKOFF);
                }
            }
        }
    }
}
