# probe: `map`'s and `filter`'s function is called as each item is taken: `any`/`all` stop at the item that decides, `in` at the one found, `next` takes one, a comprehension's condition runs between the calls, `sum` of strings is refused before any item is taken
# inputs
xs = [0, 1, 2]
words = ["a", "b"]
# body
log = []
def seen(x):
    log.append(x)
    return x
def taken(make):
    try:
        r = make()
    except Exception as e:
        r = "raised " + type(e).__name__
    out = (r, list(log))
    log.clear()
    return out
r_any = taken(lambda: any(map(seen, xs)))
r_all = taken(lambda: all(map(seen, [1, 0, 2])))
r_in = taken(lambda: 1 in map(seen, xs))
r_not_in = taken(lambda: 9 in map(seen, xs))
r_next = taken(lambda: next(map(seen, xs)))
r_filter_any = taken(lambda: any(filter(seen, xs)))
r_comp = taken(lambda: [log.append("kept") for x in map(seen, xs) if x])
r_sum_str = taken(lambda: sum(map(seen, words), ""))
r_sum_refused = taken(lambda: sum(map(seen, [[1], [2]])))
r_min_refused = taken(lambda: min(map(seen, [1, "a", 2])))
r_list = taken(lambda: list(map(seen, xs)))
r_sorted = taken(lambda: sorted(map(seen, [2, 1])))
