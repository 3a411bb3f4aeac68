# probe: the loop variable stays bound after the loop; an empty loop leaves it unbound
# inputs
items = [1, 2, 3]
empty = []
# body
for last in items:
    pass
r_last = last
for never in empty:
    pass
try:
    never
    r_never = "bound"
except NameError as e:
    r_never = type(e).__name__
for a, b in [(1, 2), (3, 4)]:
    pass
r_ab = (a, b)
obj = {}
for obj["k"] in items:
    pass
r_obj = obj
