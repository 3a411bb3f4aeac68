# probe: iter(list.pop, sentinel) consumed by zip with a shorter partner, any(), next(filter()), islice, enumerate with break: only the items pulled are popped
# inputs
base = [1, 2, 3, 4]
# body
import itertools
s1 = list(base)
r_zip = (list(zip(iter(s1.pop, None), range(2))), list(s1))
s2 = list(base)
r_any = (any(x == 3 for x in iter(s2.pop, None)), list(s2))
s3 = list(base)
r_filter = (next(filter(lambda x: x < 4, iter(s3.pop, None))), list(s3))
s4 = list(base)
r_islice = (list(itertools.islice(iter(s4.pop, None), 2)), list(s4))
s5 = list(base)
for i, x in enumerate(iter(s5.pop, None)):
    if i == 1:
        break
r_enum = list(s5)
