# probe: set() of a string (characters), of a dict (keys), of dict.items, of bytes (ints); in checks with substrings; len
# inputs
word = "hello"
# body
r_chars = sorted(set(word))
r_len = len(set(word))
d = {"a": 1, "b": 2}
r_keys = sorted(set(d))
r_items = sorted(set(d.items()))
r_values = sorted(set(d.values()))
r_bytes = sorted(set(b"aba"))
r_in = ("l" in set(word), "ll" in set(word))
r_frozen_str = sorted(frozenset(word) - set("lo"))
r_dict_keys_ops = sorted(d.keys() | {"c"})
r_keys_type = type(d.keys() & {"a"}).__name__
r_items_ops = sorted(d.items() - {("a", 1)})
