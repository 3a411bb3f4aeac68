# probe: a for loop over a list its body appends to under a condition: decided, the loop goes over the new items; not decided, what the rest of the loop goes over is not known (and the run does not grow the list without end)
# inputs
flags = [True, False, True]
lst = [1, 2, 3]
# body
out = []
for x in lst:
    out.append(x)
    if flags[x % 3] and len(lst) < 6:
        lst.append(x + 10)
r_out = out
r_lst = lst
