-- Issue 27: the words each account is found by (its name's and email's, as
-- tokri_domain::search::stored_words makes them), so that the admin's order search by part of
-- a name or an email is an index seek on a word's start, not a LIKE '%…%' over every order.
-- Kept by the store as accounts are made and erased; accounts made before this migration are
-- indexed when the server starts (Store::index_unindexed_accounts).
CREATE TABLE account_words (
    word    TEXT NOT NULL,
    user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    PRIMARY KEY (word, user_id)
) WITHOUT ROWID;
CREATE INDEX account_words_user ON account_words (user_id);
