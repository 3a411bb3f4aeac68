# probe: a for loop over a list the body appends to (sees the new items), removes from (skips the next one), pops from the front, assigns a slice of
# inputs
xs = [1, 2, 3, 4]
# body
grow = list(xs)
seen = []
for v in grow:
    seen.append(v)
    if v < 3:
        grow.append(v + 10)
r_grow = (seen, grow)
rem = list(xs)
seen2 = []
for v in rem:
    seen2.append(v)
    rem.remove(v)
r_remove = (seen2, rem)
pop = list(xs)
seen3 = []
for v in pop:
    seen3.append(v)
    pop.pop(0)
r_pop_front = (seen3, pop)
sl = list(xs)
seen4 = []
for v in sl:
    seen4.append(v)
    if v == 1:
        sl[:] = [100, 200]
r_slice = (seen4, sl)
ins = list(xs)
seen5 = []
for i, v in enumerate(ins):
    seen5.append(v)
    if i == 0:
        ins.insert(0, 0)
    if i > 5:
        break
r_insert_front = seen5
rb = list(xs)
seen6 = []
for v in rb:
    seen6.append(v)
    rb = [9, 9, 9, 9, 9, 9]
r_rebound = seen6
