# probe: list.sort in place with key and reverse, stable, returns None
# inputs
xs = [3, 1, 2]
people = [("bob", 30), ("amy", 25), ("cat", 30), ("dan", 25)]
# body
a = list(xs)
r_returns = a.sort()
r_sorted = a
a.sort(reverse=True)
r_rev = a
p = list(people)
p.sort(key=lambda t: t[1])
r_stable = [n for n, _ in p]
p.sort(key=lambda t: t[1], reverse=True)
r_stable_rev = [n for n, _ in p]
w = ["b", "A", "c"]
w.sort(key=str.lower)
r_key = w
