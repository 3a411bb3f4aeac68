# probe: a name a branch may rebind to a container of other item types: what is read out of it and computed from its items may raise where the run's held items do not
# inputs
words = ["gamma", "beta"]
# body
groups = {}
for word in sorted(words):
    groups.setdefault(word[:1], []).append(len(word))
groups = {k: sum(v) for k, v in sorted(groups.items())}
total = 0
for item in list(groups.values()):
    if item % 3 == 0:
        continue
    total += item
r_total = total
