# probe: parsing 'key=value' log lines: split with maxsplit, strip, partition, casting numbers, skipping blanks and comments, %-formatted summary
# inputs
text = "step=1 loss=2.50 lr=3e-4\n\n# comment\nstep=2  loss=1.25 lr=3e-4 note=a=b\nstep=3 loss=nan"
# body
records = []
for line in text.splitlines():
    line = line.strip()
    if not line or line.startswith("#"):
        continue
    rec = {}
    for field in line.split():
        k, sep, v = field.partition("=")
        if not sep:
            continue
        try:
            rec[k] = int(v)
        except ValueError:
            try:
                rec[k] = float(v)
            except ValueError:
                rec[k] = v
    records.append(rec)
r_records = [{k: (repr(v) if isinstance(v, float) else v) for k, v in r.items()} for r in records]
r_summary = ["step %(step)03d loss %(loss)6.3f" % r for r in records]
r_notes = [r.get("note", "-") for r in records]
