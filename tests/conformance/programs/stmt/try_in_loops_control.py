# probe: break and continue inside except and else clauses of a try in a loop, return inside except with finally, and finally observing each path
# inputs
items = [1, 0, 2, "x", 3]
# body
log = []
total = 0
for v in items:
    try:
        q = 6 // v
    except ZeroDivisionError:
        log.append("zero-continue")
        continue
    except TypeError:
        log.append("type-break")
        break
    else:
        total += q
        if total > 100:
            break
    finally:
        log.append(("fin", v))
else:
    log.append("loop else")
r_total = total
r_log = list(log)
def find(seq, want):
    for i, v in enumerate(seq):
        try:
            if v == want:
                raise LookupError(i)
        except LookupError as e:
            return ("found", e.args[0])
        finally:
            log.append(("checked", i))
    return "missing"
log.clear()
r_find = find(items, 2)
r_find_log = list(log)
r_missing = find([], 1)
def else_break():
    out = []
    for i in range(5):
        try:
            out.append(i)
        except Exception:
            pass
        else:
            if i == 2:
                break
    return out
r_else_break = else_break()
def count_finally():
    runs = 0
    i = 0
    while i < 5:
        i += 1
        try:
            if i % 2:
                continue
            if i == 4:
                break
        finally:
            runs += 1
    return (i, runs)
r_count_finally = count_finally()
def nested_loops_try():
    out = []
    for a in range(3):
        for b in range(3):
            try:
                if b == 1:
                    break
                out.append((a, b))
            finally:
                out.append("f")
    return out
r_nested = nested_loops_try()
