# probe: while list.sort runs, the list is empty as seen from the key function
# inputs
xs = [3, 1, 2]
# body
a = list(xs)
r_lens = []
a.sort(key=lambda v: (r_lens.append(len(a)), v)[1])
