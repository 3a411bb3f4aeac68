# probe: container displays: empty, single, nested, trailing commas
# inputs
v = 1
# body
r_empty_list = []
r_empty_tuple = ()
r_empty_dict = {}
r_empty_set = set()
r_one_tuple = (v,)
r_paren_not_tuple = (v)
r_tuple_no_paren = v, v + 1
r_nested = [v, [v, (v, {"k": {v}})]]
r_dict_dup_key = {"a": 1, "a": 2}
r_set_dups = {1, 1, 2}
r_trailing = [1, 2,]
