# probe: report rows written with csv.DictWriter to a StringIO and read back with DictReader: numbers become strings, missing fields restval, extrasaction raise ValueError
# inputs
rows = [{"op": "gemm", "us": 1.5, "n": 3}, {"op": "add", "us": 0.25}]
# body
import csv, io
buf = io.StringIO()
w = csv.DictWriter(buf, fieldnames=["op", "us", "n"], restval="-", lineterminator="\n")
w.writeheader()
w.writerows(rows)
r_text = buf.getvalue()
back = list(csv.DictReader(io.StringIO(r_text)))
r_back = [dict(r) for r in back]
r_types = [type(r["us"]).__name__ for r in back]
try:
    w.writerow({"op": "x", "bogus": 1})
    r_extra = "ok"
except ValueError as e:
    r_extra = type(e).__name__
w2 = csv.DictWriter(io.StringIO(), fieldnames=["op"], extrasaction="ignore")
r_ignore = w2.writerow({"op": "x", "bogus": 1})
r_split = [line.split(",") for line in r_text.splitlines()]
