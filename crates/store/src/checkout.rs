//! The owner's checkout settings: whether customers may pay cash on delivery, and up to what
//! order total. One row, created by the migration.

use sqlx::Row;
use tokri_domain::{CodPolicy, Money};

use crate::{Result, Store, now_ms};

impl Store {
    /// The cash-on-delivery setting.
    pub async fn cod_policy(&self) -> Result<CodPolicy> {
        let r =
            sqlx::query("SELECT cod_enabled, cod_max_paise FROM checkout_settings WHERE id = 1")
                .fetch_one(self.pool())
                .await?;
        let max: Option<i64> = r.try_get("cod_max_paise")?;
        Ok(CodPolicy {
            enabled: r.try_get::<i64, _>("cod_enabled")? == 1,
            max: max.map(Money::from_paise),
        })
    }

    /// Replaces the cash-on-delivery setting.
    pub async fn set_cod_policy(&self, p: CodPolicy) -> Result<CodPolicy> {
        sqlx::query(
            "UPDATE checkout_settings SET cod_enabled = $1, cod_max_paise = $2, updated_at = $3 WHERE id = 1",
        )
        .bind(i64::from(p.enabled))
        .bind(p.max.map(Money::paise))
        .bind(now_ms())
        .execute(self.pool())
        .await?;
        self.cod_policy().await
    }
}
