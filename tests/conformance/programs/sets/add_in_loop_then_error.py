# probe: set.add inside a loop that hits an unhashable item part-way; the adds before the error remain; discard of unhashable raises too
# inputs
items = [3, 1, {"k": 1}, 2]
# body
s = set()
try:
    for it in items:
        s.add(it)
except TypeError as e:
    r_err = type(e).__name__
r_s = sorted(s)
try:
    s.discard([1])
except TypeError as e:
    r_discard = type(e).__name__
r_contains = []
for probe in (1, [1], 5):
    try:
        r_contains.append(probe in s)
    except TypeError as e:
        r_contains.append(type(e).__name__)
