# probe: what a comprehension over an input builds: its length, truthiness and content
# inputs
items = ["a", "b", "c"]
empty = []
# body
built = [s.upper() for s in items]
r_len = len(built)
r_truthy = bool(built)
r_empty_len = len([s for s in empty])
r_empty_truthy = bool({s: 1 for s in empty})
r_dict_len = len({s: i for i, s in enumerate(items)})
r_count = sum(1 for _ in items)
r_joined = "".join(built)
r_list_copy_len = len(list(items))
r_star_len = len([*items])
