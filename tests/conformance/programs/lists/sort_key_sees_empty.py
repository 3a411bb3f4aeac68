# probe: during list.sort the list looks empty to the key function; a key that appends makes sort raise ValueError, and the list is restored without the appended item
# inputs
xs = [3, 1, 2]
# body
a = list(xs)
seen_len = []
a.sort(key=lambda v: (seen_len.append(len(a)), v)[1])
r_lens = seen_len
r_sorted = a
b = list(xs)
try:
    b.sort(key=lambda v: (b.append(0), v)[1])
    r_append = ("ok", b)
except ValueError as e:
    r_append = (type(e).__name__, b)
c = list(xs)
r_key_count = []
c.sort(key=lambda v: (r_key_count.append(c.count(v)), -v)[1])
r_c = c
d = list(xs)
r_in_key = []
d.sort(key=lambda v: (r_in_key.append(v in d), v)[1])
r_d = d
