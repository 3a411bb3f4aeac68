# probe: sum, min, max, sorted, any, all, dict, "".join, set, enumerate-list over a generator raising after some items: the consumer's result is never bound, the pulls logged so far are
# inputs
xs = [3, 1, 0, 2]
# body
log = []
def gen():
    for x in xs:
        log.append(x)
        yield 6 // x
def run(consumer):
    log.clear()
    try:
        res = consumer(gen())
    except ZeroDivisionError:
        res = "ZeroDivisionError"
    return (res, list(log))
r_sum = run(sum)
r_min = run(min)
r_max = run(max)
r_sorted = run(sorted)
r_any = run(any)
r_any_stops = run(lambda g: any(v == 6 for v in g))
r_all = run(all)
r_all_stops = run(lambda g: all(v > 2 for v in g))
r_dict = run(lambda g: dict((v, v) for v in g))
r_join = run(lambda g: "".join(str(v) for v in g))
r_set = run(set)
r_enum = run(lambda g: list(enumerate(g)))
r_next_in = run(lambda g: 6 in g)
r_next_in_missing = run(lambda g: 7 in g)
