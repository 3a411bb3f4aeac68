# probe: parsing records from an iterator of lines shared between an outer loop and an inner helper that reads until a blank line; the outer loop resumes after the blank
# inputs
text = "name: a\nsize: 1\n\nname: b\n\nname: c\nsize: 3\n"
# body
def records(lines):
    it = iter(lines)
    out = []
    for line in it:
        if not line:
            continue
        rec = [line]
        for more in it:
            if not more:
                break
            rec.append(more)
        out.append(dict(part.split(": ") for part in rec))
    return out
r_records = records(text.split("\n"))
r_count = len(r_records)
r_sizes = [r.get("size", "?") for r in r_records]
def head_and_body(lines):
    it = iter(lines)
    head = next(it, None)
    return head, list(it)
r_head_body = head_and_body(["h", "x", "y"])
r_head_empty = head_and_body([])
