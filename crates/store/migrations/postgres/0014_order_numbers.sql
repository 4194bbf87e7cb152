-- Every order gets a short number people can say and type ("#10482"), the same on screens,
-- mails, packing slips and the invoice: orders so far are numbered from 10001 in the order they
-- were placed; a new order takes the next value of a sequence when it is stored (never the same
-- twice, whatever the concurrency; a rolled-back order leaves a gap, which order numbers may have).
ALTER TABLE orders ADD COLUMN number BIGINT;
UPDATE orders SET number = r.n
    FROM (SELECT id, 10000 + ROW_NUMBER() OVER (ORDER BY created_at, id) AS n FROM orders) AS r
    WHERE r.id = orders.id;
CREATE UNIQUE INDEX orders_seq_number ON orders (number);
CREATE SEQUENCE order_numbers;
SELECT setval('order_numbers', (SELECT COALESCE(MAX(number), 10000) FROM orders));
