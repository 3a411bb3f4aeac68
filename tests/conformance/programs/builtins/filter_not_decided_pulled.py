# probe: a `filter` whose test may not be decided, pulled by a `for` loop (with a `break`), a comprehension, `any`, `in` and `next`, and a generator whose items are not known in number: an item that may not be there makes what follows it not known, never claimed
# inputs
k = 1
xs = [0, 1, 2, 3]
# body
log = []
def above(v):
    log.append(("test", v))
    return v > k
for x in filter(above, xs):
    log.append(("body", x))
    log.append("b")
    if x == 3:
        break
else:
    log.append("else")
r_loop = list(log)
log.clear()
r_comp = [x * 10 for x in filter(above, xs)]
r_comp_log = list(log)
log.clear()
r_len = len([x for x in filter(above, xs) if x != 2])
r_ones = [1 for x in filter(above, xs)]
r_any = any(filter(above, xs))
r_in = 2 in filter(above, xs)
r_next = next(filter(above, xs), None)
log.clear()
def over_k():
    for v in xs:
        if v > k:
            yield v
r_gen_comp = [v + 1 for v in over_k()]
r_gen_ones = [1 for v in over_k()]
r_gen_count = 0
for v in over_k():
    r_gen_count += 1
r_gen_in = 3 in over_k()
r_gen_sum = sum(v for v in over_k())
r_gen_zip = list(zip(over_k(), "abcd"))
