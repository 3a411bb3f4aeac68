# probe: counting items with sum(1 for ...) exhausts the generator; order-preserving dedupe with a seen set in a generator; Counter from a generator; a second pass over the spent generator is empty
# inputs
names = ["b", "a", "b", "c", "a", "d"]
# body
from collections import Counter
def gen():
    yield from names
g = gen()
r_count = sum(1 for _ in g)
r_second_pass = list(g)
def dedupe(items):
    seen = set()
    for x in items:
        if x in seen:
            continue
        seen.add(x)
        yield x
r_dedupe = list(dedupe(gen()))
r_counter = sorted(Counter(gen()).items())
r_most = Counter(x for x in names if x != "d").most_common(1)
g2 = dedupe(gen())
r_first_two = [next(g2), next(g2)]
r_remaining = list(g2)
r_len_of_set = len(set(gen()))
r_dict_fromkeys = list(dict.fromkeys(gen()))
