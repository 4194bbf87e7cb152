-- Every order gets a short number people can say and type ("#10482"), the same on screens,
-- mails, packing slips and the invoice: orders so far are numbered from 10001 in the order they
-- were placed; a new order takes the next one when it is stored (writes are one at a time on
-- SQLite, so the largest number plus one is never taken twice).
ALTER TABLE orders ADD COLUMN number INTEGER;
UPDATE orders SET number = r.n
    FROM (SELECT id, 10000 + ROW_NUMBER() OVER (ORDER BY created_at, id) AS n FROM orders) AS r
    WHERE r.id = orders.id;
CREATE UNIQUE INDEX orders_seq_number ON orders (number);
