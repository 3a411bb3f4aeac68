# probe: a generator expression evaluates its first iterable (and calls iter on it) when made, the rest of its clauses only when pulled
# inputs
n = 3
# body
log = []
def src(tag, k):
    log.append(tag)
    return range(k)
g = (x * y for x in src("first", n) for y in src("second", 2))
r_after_make = list(log)
r_first = next(g)
r_after_pull = list(log)
try:
    bad = (x for x in 5)
    r_bad_early = "made"
except TypeError as e:
    r_bad_early = ("TypeError", str(e))
lazy = (x for x in range(n) if undefined_name)
r_lazy_made = "made"
try:
    next(lazy)
except NameError as e:
    r_lazy_err = str(e)
later = 1
gen_later = (later + x for x in range(n))
later = 100
r_late_binding = list(gen_later)
items = [1, 2]
gen_list = (x for x in items)
items = [7, 8, 9]
r_first_bound_early = list(gen_list)
items2 = [1, 2]
gen_list2 = (x for x in items2)
items2.append(3)
r_same_list_mutated = list(gen_list2)
try:
    divz = (1 / x for x in [1, 0])
    r_divz_first = next(divz)
    next(divz)
except ZeroDivisionError:
    r_divz = "ZeroDivisionError"
try:
    next(divz)
except StopIteration:
    r_divz_after = "exhausted"
class Iterable:
    def __iter__(self):
        log.append("iter called")
        return iter([1, 2])
log.clear()
gi = (x for x in Iterable())
r_iter_called_at_make = list(log)
r_gi = list(gi)
lc = [x for x in src("lc-first", 2) for y in src("lc-second", 1)]
r_listcomp_log = list(log)
