# probe: assignment expressions: bind in the enclosing function from a comprehension, stay unbound when short-circuited away, keep the last value tested by any()/all(), drive a while loop
# inputs
data = [3, 8, 1, 9, 4]
# body
def first_big(xs):
    if any((hit := x) > 5 for x in xs):
        return hit
    return None
r_first_big = first_big(data)
def all_small(xs):
    ok = all((last := x) < 5 for x in xs)
    return ok, last
r_all_small = all_small(data)
def short(flag):
    result = flag and (bound := "set")
    try:
        return result, bound
    except UnboundLocalError as e:
        return result, type(e).__name__
r_short = (short(True), short(False))
def scan(xs):
    totals = [total := 0] + [total := total + x for x in xs]
    return totals, total
r_running = scan(data)
it = iter(data)
seen = []
while (x := next(it, None)) is not None and x != 1:
    seen.append(x)
r_while = (seen, x)
r_nested = [y for x in data if (y := x * 2) > 10]
r_y_leaks = y
