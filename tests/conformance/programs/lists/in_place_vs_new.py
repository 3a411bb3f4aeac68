# probe: methods that mutate in place return None; operators make new lists
# inputs
xs = [2, 1]
# body
a = list(xs)
r_sort = a.sort()
r_append = a.append(3)
r_extend = a.extend([4])
r_a = a
b = a + [5]
r_b_is_a = b is a
r_sorted_new = sorted(a) is a
r_reversed_list = list(reversed(a))
