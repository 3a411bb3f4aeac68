# probe: __class_getitem__ makes Class[x] work; builtin generics subscript too
# inputs
arg = int
# body
class Box:
    def __class_getitem__(cls, item):
        return f"Box of {item.__name__}"
r_box = Box[arg]
r_list_alias = list[int] == list[int]
r_origin = list[int].__origin__ is list
r_dict_args = dict[str, int].__args__ == (str, int)
