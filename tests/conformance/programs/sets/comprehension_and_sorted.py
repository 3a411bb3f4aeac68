# probe: sets built from strings and comprehensions, observed through sorted
# inputs
text = "hello world"
# body
letters = {c for c in text if c.isalpha()}
r_sorted = sorted(letters)
r_len = len(letters)
r_from_str = sorted(set(text))
r_lengths = sorted({len(w) for w in text.split()})
r_int_set_list = list({3, 1, 2})
r_small_ints_order = list({10, 2, 7})
