# probe: the class of the error each common mistake raises
# inputs
n = 3
# body
cases = {
    "attr": lambda: None.x,
    "name": lambda: undefined_name,  # noqa: F821
    "index": lambda: [1][n],
    "key": lambda: {}["k"],
    "type_add": lambda: 1 + "a",
    "type_call": lambda: n(),
    "value_int": lambda: int("z"),
    "zero": lambda: n % 0,
    "unpack": lambda: [a for a, b in [(1, 2, 3)]],
    "recursion": None,
    "overflow": lambda: 10.0 ** 400,
    "stop": lambda: next(iter([])),
    "import": lambda: __import__("no_such_module_xyz"),
    "unhashable": lambda: {[]: 1},
    "assert": None,
}
r_errors = {}
for name, fn in cases.items():
    if fn is None:
        continue
    try:
        fn()
        r_errors[name] = "no error"
    except Exception as e:
        r_errors[name] = type(e).__name__
