# probe: a dict whose keys a for loop's body changes but not their number (a key popped and put back): Python's iterator raises "keys changed during iteration"
# inputs
k0 = "a"
# body
d5 = {k0: 1, "b": 2}
try:
    for k in d5:
        d5.pop(k)
        d5[k] = 0
    r_pop = "no error"
except RuntimeError as e:
    r_pop = str(e)
