# probe: operations CPython answers with the very same object (full slices of tuples/str, constructors of exact immutables, concat with empty, repeat by one) and those that copy
# inputs
shape = (8, 3, 224)
name = "resnet50"
big = 10**30
# body
r_tuple_slices = (shape[:] is shape, shape[0:len(shape)] is shape, shape[::1] is shape, shape[::-1] is shape, shape[1:] is shape)
r_str_slices = (name[:] is name, name[::1] is name, name[0:] is name)
r_ctors = (tuple(shape) is shape, str(name) is name, int(big) is big, float(0.5) is 0.5)
r_concat = (name + "" is name, "" + name is name, shape + () is shape, () + shape is shape)
r_repeat = (name * 1 is name, shape * 1 is shape)
lst = list(shape)
r_copies = (lst[:] is lst, list(lst) is lst, lst * 1 is lst, lst + [] is lst, lst.copy() is lst)
r_empty = (tuple() is (), tuple([]) is (), shape[5:] is (), name[9:] is "")
