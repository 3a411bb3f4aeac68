# probe: writing result rows with csv.DictWriter into io.StringIO: header from the first row's keys, a row with an extra key (ValueError) or a missing key (restval), extrasaction="ignore", float and None cells
# inputs
rows = [{"backend": "halops", "us": 1.5, "ok": True}, {"backend": "cutlass", "us": None, "ok": False}]
extra_row = {"backend": "torch", "us": 2.0, "ok": True, "note": "x"}
# body
import csv, io
buf = io.StringIO()
w = csv.DictWriter(buf, fieldnames=list(rows[0]))
w.writeheader()
for r in rows:
    w.writerow(r)
try:
    w.writerow(extra_row)
    r_extra = "ok"
except ValueError as e:
    r_extra = type(e).__name__
w.writerow({"backend": "deepgemm"})
r_text = buf.getvalue().splitlines()
buf2 = io.StringIO()
w2 = csv.DictWriter(buf2, fieldnames=["backend", "us"], extrasaction="ignore", restval="-", lineterminator="\n")
w2.writerows([extra_row, {"backend": "a,b"}])
r_text2 = buf2.getvalue()
r_read = [dict(x) for x in csv.DictReader(io.StringIO(buf2.getvalue()), fieldnames=["backend", "us"])]
