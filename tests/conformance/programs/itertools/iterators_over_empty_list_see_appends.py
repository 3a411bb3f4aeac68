# probe: an iterator over a list that was empty when made, not yet asked for an item, sees what is appended (iter, zip, map, enumerate)
# inputs
first = 1
# body
lst = []
it = iter(lst)
z = zip(lst, lst)
m = map(str, lst)
e = enumerate(lst)
lst.append(first)
r_iter = list(it)
r_zip = list(z)
r_map = list(m)
r_enum = list(e)
