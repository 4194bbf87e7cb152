#!/usr/bin/env python3
"""Grows a stopped shop's SQLite database to the size of a busy shop, for `make bench`.

    scripts/grow.py DATA/tokri.db ORDERS [CUSTOMERS] [PRODUCTS]

The orders already in the database (placed through the API, so every column is one the server
wrote) are the templates: each new order copies one of them, with its own id, number, customer,
times and delivery, and copies its lines. The orders spread over the last 1,000 days (about 200
a day, delivered the day after they were placed; the next days have theirs too), over
CUSTOMERS customers (default 5,000; one order in ten is the templates' customer's, a regular with
thousands of orders), 62 Pune PIN codes, every slot the templates used, with one
gift in eight, one cash-on-delivery order in five (cash due until delivered) and one online
checkout in ten never paid. The orders the bench placed (thousands of unpaid checkouts within
seconds, which no shop sees) are paid first, so that the newest orders look like a shop's too.
The tables the server keeps from orders (tallies, sales per day) follow through the schema's own
triggers.

With PRODUCTS, the catalogue grows to that many products first: copies of the products there
(with their variants and pictures), named from a list of fruits, kinds and packs with a number,
so that a search has thousands of near neighbours to rank.

Only for measuring: it writes straight into the database and must run while no server has it
open.
"""
import random
import sqlite3
import sys
import time
import uuid

DAY_MS = 86_400_000
IST_MS = 19_800_000


def columns(db, table):
    return [row[1] for row in db.execute(f"PRAGMA table_info({table})")]


FRUITS = ["Mango", "Grapes", "Apple", "Pomegranate", "Guava", "Papaya", "Banana", "Orange", "Kiwi",
          "Pineapple", "Chikoo", "Custard Apple", "Dragon Fruit", "Strawberry", "Litchi", "Jamun",
          "Almonds", "Cashews", "Dates", "Walnuts", "Figs", "Raisins", "Pistachios", "Hamper"]
KINDS = ["Alphonso", "Kesar", "Nashik", "Shimla", "Kashmiri", "Organic", "Premium", "Festive", "Royal",
         "Farm", "Devgad", "Ratnagiri", "Mahabaleshwar", "Nagpur", "Kerala", "Imported", "Seedless"]
PACKS = ["Box", "Basket", "Crate", "Combo", "Tray", "Gift Pack", "Family Pack", "Sampler"]


def grow_catalogue(db, total, rnd):
    product_cols = columns(db, "products")
    variant_cols = columns(db, "product_variants")
    image_cols = columns(db, "product_images")
    templates = [dict(r) for r in db.execute("SELECT * FROM products WHERE active = 1")]
    variants, images = {}, {}
    for row in db.execute("SELECT * FROM product_variants"):
        variants.setdefault(row["product_id"], []).append(dict(row))
    for row in db.execute("SELECT * FROM product_images"):
        images.setdefault(row["product_id"], []).append(dict(row))
    have = db.execute("SELECT COUNT(*) FROM products").fetchone()[0]
    rows = {"products": [], "product_variants": [], "product_images": []}
    for n in range(total - have):
        t = templates[n % len(templates)]
        pid = str(uuid.UUID(int=rnd.getrandbits(128)))
        name = f"{rnd.choice(KINDS)} {rnd.choice(FRUITS)} {rnd.choice(PACKS)} {n}"
        # Each added a minute after the one before, as an owner adds them (the admin list's
        # order), not all at the template's time.
        created = t["created_at"] + (n + 1) * 60_000
        rows["products"].append({**t, "id": pid, "name": name, "created_at": created, "updated_at": created,
                                 "description": f"{name}: {t['description']}"})
        for k, v in enumerate(variants.get(t["id"], [])):
            rows["product_variants"].append({**v, "id": pid if v["id"] == t["id"] else str(uuid.UUID(int=rnd.getrandbits(128))),
                                             "product_id": pid, "sku": f"G{n}-{k}", "reserved": 0})
        for img in images.get(t["id"], []):
            rows["product_images"].append({**img, "product_id": pid})
    for table, cols in (("products", product_cols), ("product_variants", variant_cols), ("product_images", image_cols)):
        db.executemany(f"INSERT INTO {table} ({','.join(cols)}) VALUES ({','.join('?' * len(cols))})",
                       [tuple(r.get(c) for c in cols) for r in rows[table]])
    db.commit()


def main():
    path, total = sys.argv[1], int(sys.argv[2])
    customers = int(sys.argv[3]) if len(sys.argv) > 3 else 5000
    products = int(sys.argv[4]) if len(sys.argv) > 4 else 0
    rnd = random.Random(26)
    db = sqlite3.connect(path)
    db.row_factory = sqlite3.Row
    if products:
        grow_catalogue(db, products, rnd)
    order_cols = columns(db, "orders")
    item_cols = columns(db, "order_items")
    user_cols = columns(db, "users")
    templates = [dict(r) for r in db.execute("SELECT * FROM orders ORDER BY created_at LIMIT 500")]
    if not templates:
        sys.exit("grow.py: place a few orders through the API first; they are the templates")
    lines = {}
    for row in db.execute("SELECT * FROM order_items"):
        lines.setdefault(row["order_id"], []).append(dict(row))
    slots = sorted({t["delivery_slot_id"] for t in templates if t["delivery_slot_id"]})
    labels = {t["delivery_slot_id"]: t["delivery_slot_label"] for t in templates}
    have = db.execute("SELECT COUNT(*) FROM orders").fetchone()[0]
    number = db.execute("SELECT COALESCE(MAX(number), 10000) FROM orders").fetchone()[0]
    db.execute("UPDATE orders SET payment_status = 'paid', paid_at = created_at + 30000, payment_id = 'pay_' || substr(id, 1, 14) "
               "WHERE payment_status = 'unpaid' AND pay_method = 'online'")

    now = int(time.time() * 1000)
    user = dict(db.execute("SELECT * FROM users WHERE role = 'customer' LIMIT 1").fetchone())
    user_ids = []
    rows = []
    for i in range(customers):
        uid = str(uuid.UUID(int=rnd.getrandbits(128)))
        user_ids.append(uid)
        rows.append({**user, "id": uid, "name": f"Customer {i}", "email": f"customer{i}@grow.example.in",
                     "email_norm": f"customer{i}@grow.example.in", "google_sub": None})
    db.executemany(f"INSERT INTO users ({','.join(user_cols)}) VALUES ({','.join('?' * len(user_cols))})",
                   [tuple(r[c] for c in user_cols) for r in rows])

    insert_order = f"INSERT INTO orders ({','.join(order_cols)}) VALUES ({','.join('?' * len(order_cols))})"
    insert_item = f"INSERT INTO order_items ({','.join(item_cols)}) VALUES ({','.join('?' * len(item_cols))})"
    span = 1000 * DAY_MS
    batch_orders, batch_items = [], []
    for n in range(total - have):
        t = templates[n % len(templates)]
        created = now - span + (n * span) // max(1, total - have) + rnd.randrange(60_000)
        day = time.strftime("%Y-%m-%d", time.gmtime((created + IST_MS + DAY_MS) / 1000))
        slot = slots[n % len(slots)] if slots else None
        cod = n % 5 == 0
        gift = n % 8 == 0
        abandoned = not cod and n % 10 == 1
        delivered = created < now - 2 * DAY_MS
        number += 1
        oid = str(uuid.UUID(int=rnd.getrandbits(128)))
        # One order in ten is the templates' own customer's: a regular with thousands of orders.
        order = {**t, "id": oid, "number": number, "user_id": t["user_id"] if n % 10 == 0 else user_ids[n % customers],
                 "created_at": created, "updated_at": created,
                 "paid_at": None if abandoned or (cod and not delivered) else created + 30_000,
                 "payment_status": "unpaid" if abandoned else "cod_due" if cod and not delivered else "paid",
                 "pay_method": "cod" if cod else "online",
                 "provider": "cod" if cod else t["provider"],
                 "provider_order_id": None if cod else f"grow_{oid}", "payment_id": None if cod else f"pay_{oid[:14]}",
                 "status": "Cancelled" if abandoned else "Delivered" if delivered else "Pending",
                 "delivery_date": day, "delivery_slot_id": slot, "delivery_slot_label": labels.get(slot),
                 "delivery_held": 0, "ship_zip": str(411001 + n % 62), "ship_mobile": f"98{n % 100_000_000:08d}",
                 "ship_street": f"Flat {n}, {1 + n % 40} Road", "cart_key": None,
                 "is_gift": 1 if gift else 0,
                 "gift_recipient_name": "Asha Kulkarni" if gift else None,
                 "gift_recipient_mobile": "9822098220" if gift else None,
                 "gift_message": "Happy Diwali!" if gift else None,
                 "gift_sender_name": "Ravi" if gift else None}
        for column in ("refund_due",):
            if column in order:
                order[column] = 0
        batch_orders.append(tuple(order.get(c) for c in order_cols))
        for line in lines.get(t["id"], []):
            batch_items.append(tuple({**line, "order_id": oid, "held": 0}.get(c) for c in item_cols))
        if len(batch_orders) >= 5000:
            db.executemany(insert_order, batch_orders)
            db.executemany(insert_item, batch_items)
            batch_orders, batch_items = [], []
    db.executemany(insert_order, batch_orders)
    db.executemany(insert_item, batch_items)
    db.commit()
    print(db.execute("SELECT COUNT(*) FROM products").fetchone()[0], "products,",
          db.execute("SELECT COUNT(*) FROM orders").fetchone()[0], "orders,",
          db.execute("SELECT COUNT(*) FROM order_items").fetchone()[0], "order lines,",
          db.execute("SELECT COUNT(*) FROM users").fetchone()[0], "accounts")


if __name__ == "__main__":
    main()
