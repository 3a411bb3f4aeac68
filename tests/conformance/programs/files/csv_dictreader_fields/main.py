# probe: csv.DictReader: fieldnames from the header, a row with an extra field (restkey), a short row (restval), explicit fieldnames taking the header as data
# inputs
fname = "gpus.csv"
# body
import csv
import os
path = os.path.join(os.path.dirname(__file__), fname)
with open(path, newline="") as f:
    rd = csv.DictReader(f, restkey="more", restval="?")
    rows = list(rd)
    r_fields = rd.fieldnames
r_rows = [dict(r) for r in rows]
with open(path, newline="") as f:
    r_explicit = [dict(r) for r in csv.DictReader(f, fieldnames=["a", "b"])]
r_mem = sum(int(r["mem"]) for r in rows if r["mem"].isdigit())
