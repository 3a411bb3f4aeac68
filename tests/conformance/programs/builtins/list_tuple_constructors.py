# probe: list() and tuple() from every kind of iterable
# inputs
s = "abc"
d = {"x": 1, "y": 2}
# body
r_list_str = list(s)
r_list_dict = list(d)
r_list_items = list(d.items())
r_tuple_list = tuple([1, 2])
r_list_range = list(range(3))
r_list_set = sorted(list({3, 1}))
r_empty = (list(), tuple())
orig = [1, 2]
copy_ = list(orig)
copy_.append(3)
r_independent = orig
r_list_gen = list(x * 2 for x in range(3))
r_tuple_tuple = tuple((1,)) 
