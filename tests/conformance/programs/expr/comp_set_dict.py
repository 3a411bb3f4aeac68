# probe: set and dict comprehensions
# inputs
words = ["apple", "bob", "cat", "apple", "dog"]
# body
r_set = {len(w) for w in words}
r_dict = {w: len(w) for w in words}
r_dict_len = len({w: 1 for w in words})
r_inverted = {v: k for k, v in {"a": 1, "b": 2}.items()}
r_filtered = {w[0]: w for w in words if len(w) == 3}
r_set_len = len({w for w in words})
r_dict_order = list({w: None for w in reversed(words)})
