# probe: isinstance/issubclass/type() with int, float, bool, and tuples of them; type(x) is / == checks; numeric type names
# inputs
vals = [1, 1.0, True, -0.0, 2 ** 62]
# body
r_int = [isinstance(v, int) for v in vals]
r_float = [isinstance(v, float) for v in vals]
r_bool = [isinstance(v, bool) for v in vals]
r_tuple = [isinstance(v, (bool, float)) for v in vals]
r_exact = [type(v) is int for v in vals]
r_names = [type(v).__name__ for v in vals]
r_sub = (issubclass(bool, int), issubclass(int, bool), issubclass(bool, (float, int)), issubclass(float, int))
r_classes = (type(1) == int, type(True) == int, type(1.5) == float, int is type(2 ** 62))
r_numeric = [isinstance(v, (int, float)) and not isinstance(v, bool) for v in vals]
