# probe: comprehension filters computed from inputs keep exactly the items that pass
# inputs
xs = [5, 12, 7, 20, 3]
limit = 6
words = ["ab", "abc", "b"]
# body
r_above = [x for x in xs if x > limit]
r_count = len([x for x in xs if x > limit])
r_any = any(x > limit for x in xs)
r_sum = sum(x for x in xs if x % 2 and x > limit)
r_dict = {w: len(w) for w in words if w.startswith("a")}
r_nested = [(x, w) for x in xs if x < limit for w in words if len(w) > 1]
r_first = next((x for x in xs if x > limit), None)
