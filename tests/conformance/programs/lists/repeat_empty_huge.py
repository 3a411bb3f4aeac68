# probe: an empty sequence repeated any number of times is empty, at once (not in n steps)
# inputs
n = 2 ** 60 + 1
neg = -2
pair = (0, [0])
# body
r_tuple = () * n
r_list = [] * n
r_str = '' * n
r_left = n * ()
r_neg = neg * pair * n
r_sum = len(r_tuple) + len(r_list) + len(r_str) + len(r_left) + len(r_neg)
r_cmp = r_neg == () and r_list == []
