# probe: a for loop over a list its body changes reads the list by index as it goes (appends are gone over, items ahead changed are read changed, removals skip)
# inputs
lst = [1, 2]
nums = [1, 2, 3, 4]
# body
seen = []
for x in lst:
    seen.append(x)
    if x == 1:
        lst.append(3)
r_seen = seen
r_last = x
ahead = []
for v in nums:
    ahead.append(v)
    if v == 1:
        nums[2] = 30
r_ahead = ahead
skipped = []
items = ["a", "b", "c", "d"]
for s in items:
    skipped.append(s)
    if s == "b":
        items.remove("a")
r_skipped = skipped
