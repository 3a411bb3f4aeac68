//! What Python itself has, as CPython 3.11 lists it (`dir(builtins)`, `dir(str)`, …): so that
//! a name the evaluator does not model is told apart from a name Python does not have. The first
//! is unknown (the evaluator answers without knowing); only the second is Python's `NameError`
//! or `AttributeError`.

/// The names of `builtins`.
const BUILTINS: &[&str] =     &[
        "ArithmeticError", "AssertionError", "AttributeError", "BaseException",
        "BaseExceptionGroup", "BlockingIOError", "BrokenPipeError", "BufferError", "BytesWarning",
        "ChildProcessError", "ConnectionAbortedError", "ConnectionError", "ConnectionRefusedError",
        "ConnectionResetError", "DeprecationWarning", "EOFError", "Ellipsis", "EncodingWarning",
        "EnvironmentError", "Exception", "ExceptionGroup", "False", "FileExistsError",
        "FileNotFoundError", "FloatingPointError", "FutureWarning", "GeneratorExit", "IOError",
        "ImportError", "ImportWarning", "IndentationError", "IndexError", "InterruptedError",
        "IsADirectoryError", "KeyError", "KeyboardInterrupt", "LookupError", "MemoryError",
        "ModuleNotFoundError", "NameError", "None", "NotADirectoryError", "NotImplemented",
        "NotImplementedError", "OSError", "OverflowError", "PendingDeprecationWarning",
        "PermissionError", "ProcessLookupError", "RecursionError", "ReferenceError",
        "ResourceWarning", "RuntimeError", "RuntimeWarning", "StopAsyncIteration", "StopIteration",
        "SyntaxError", "SyntaxWarning", "SystemError", "SystemExit", "TabError", "TimeoutError",
        "True", "TypeError", "UnboundLocalError", "UnicodeDecodeError", "UnicodeEncodeError",
        "UnicodeError", "UnicodeTranslateError", "UnicodeWarning", "UserWarning", "ValueError",
        "Warning", "ZeroDivisionError", "__build_class__", "__debug__", "__doc__", "__import__",
        "__name__", "abs", "aiter", "all", "anext", "any", "ascii", "bin", "bool", "breakpoint",
        "bytearray", "bytes", "callable", "chr", "classmethod", "compile", "complex", "copyright",
        "credits", "delattr", "dict", "dir", "divmod", "enumerate", "eval", "exec", "exit",
        "filter", "float", "format", "frozenset", "getattr", "globals", "hasattr", "hash", "help",
        "hex", "id", "input", "int", "isinstance", "issubclass", "iter", "len", "license", "list",
        "locals", "map", "max", "memoryview", "min", "next", "object", "oct", "open", "ord", "pow",
        "print", "property", "quit", "range", "repr", "reversed", "round", "set", "setattr",
        "slice", "sorted", "staticmethod", "str", "sum", "super", "tuple", "type", "vars", "zip",
    ];

/// Whether `name` is one of Python's builtins.
pub fn is_python_builtin(name: &str) -> bool {
    BUILTINS.contains(&name)
}

/// Whether a value of the built-in type `type_name` (as `type(x).__name__` says it) has the
/// attribute `name`; `None` for a type not listed here.
pub fn python_type_has(type_name: &str, name: &str) -> Option<bool> {
    let attrs: &[&str] = match type_name {
        "str" => STR,
        "list" => LIST,
        "dict" => DICT,
        "set" => SET,
        "frozenset" => FROZENSET,
        "tuple" => TUPLE,
        "int" => INT,
        "float" => FLOAT,
        "bool" => BOOL,
        "NoneType" => NONETYPE,
        _ => return None,
    };
    Some(attrs.contains(&name) || COMMON.contains(&name))
}

/// What every object has.
const COMMON: &[&str] = &["__class__", "__doc__", "__eq__", "__ne__", "__hash__", "__repr__", "__str__", "__dir__", "__init__", "__new__", "__setattr__", "__getattribute__", "__delattr__", "__format__", "__reduce__", "__reduce_ex__", "__sizeof__", "__subclasshook__", "__init_subclass__", "__getstate__", "__lt__", "__le__", "__gt__", "__ge__"];

const STR: &[&str] =     &[
        "__add__", "__class__", "__contains__", "__delattr__", "__dir__", "__doc__", "__eq__",
        "__format__", "__ge__", "__getattribute__", "__getitem__", "__getnewargs__", "__getstate__",
        "__gt__", "__hash__", "__init__", "__init_subclass__", "__iter__", "__le__", "__len__",
        "__lt__", "__mod__", "__mul__", "__ne__", "__new__", "__reduce__", "__reduce_ex__",
        "__repr__", "__rmod__", "__rmul__", "__setattr__", "__sizeof__", "__str__",
        "__subclasshook__", "capitalize", "casefold", "center", "count", "encode", "endswith",
        "expandtabs", "find", "format", "format_map", "index", "isalnum", "isalpha", "isascii",
        "isdecimal", "isdigit", "isidentifier", "islower", "isnumeric", "isprintable", "isspace",
        "istitle", "isupper", "join", "ljust", "lower", "lstrip", "maketrans", "partition",
        "removeprefix", "removesuffix", "replace", "rfind", "rindex", "rjust", "rpartition",
        "rsplit", "rstrip", "split", "splitlines", "startswith", "strip", "swapcase", "title",
        "translate", "upper", "zfill",
    ];

const LIST: &[&str] =     &[
        "__add__", "__class__", "__class_getitem__", "__contains__", "__delattr__", "__delitem__",
        "__dir__", "__doc__", "__eq__", "__format__", "__ge__", "__getattribute__", "__getitem__",
        "__getstate__", "__gt__", "__hash__", "__iadd__", "__imul__", "__init__",
        "__init_subclass__", "__iter__", "__le__", "__len__", "__lt__", "__mul__", "__ne__",
        "__new__", "__reduce__", "__reduce_ex__", "__repr__", "__reversed__", "__rmul__",
        "__setattr__", "__setitem__", "__sizeof__", "__str__", "__subclasshook__", "append",
        "clear", "copy", "count", "extend", "index", "insert", "pop", "remove", "reverse", "sort",
    ];

const DICT: &[&str] =     &[
        "__class__", "__class_getitem__", "__contains__", "__delattr__", "__delitem__", "__dir__",
        "__doc__", "__eq__", "__format__", "__ge__", "__getattribute__", "__getitem__",
        "__getstate__", "__gt__", "__hash__", "__init__", "__init_subclass__", "__ior__",
        "__iter__", "__le__", "__len__", "__lt__", "__ne__", "__new__", "__or__", "__reduce__",
        "__reduce_ex__", "__repr__", "__reversed__", "__ror__", "__setattr__", "__setitem__",
        "__sizeof__", "__str__", "__subclasshook__", "clear", "copy", "fromkeys", "get", "items",
        "keys", "pop", "popitem", "setdefault", "update", "values",
    ];

const SET: &[&str] =     &[
        "__and__", "__class__", "__class_getitem__", "__contains__", "__delattr__", "__dir__",
        "__doc__", "__eq__", "__format__", "__ge__", "__getattribute__", "__getstate__", "__gt__",
        "__hash__", "__iand__", "__init__", "__init_subclass__", "__ior__", "__isub__", "__iter__",
        "__ixor__", "__le__", "__len__", "__lt__", "__ne__", "__new__", "__or__", "__rand__",
        "__reduce__", "__reduce_ex__", "__repr__", "__ror__", "__rsub__", "__rxor__", "__setattr__",
        "__sizeof__", "__str__", "__sub__", "__subclasshook__", "__xor__", "add", "clear", "copy",
        "difference", "difference_update", "discard", "intersection", "intersection_update",
        "isdisjoint", "issubset", "issuperset", "pop", "remove", "symmetric_difference",
        "symmetric_difference_update", "union", "update",
    ];

const FROZENSET: &[&str] =     &[
        "__and__", "__class__", "__class_getitem__", "__contains__", "__delattr__", "__dir__",
        "__doc__", "__eq__", "__format__", "__ge__", "__getattribute__", "__getstate__", "__gt__",
        "__hash__", "__init__", "__init_subclass__", "__iter__", "__le__", "__len__", "__lt__",
        "__ne__", "__new__", "__or__", "__rand__", "__reduce__", "__reduce_ex__", "__repr__",
        "__ror__", "__rsub__", "__rxor__", "__setattr__", "__sizeof__", "__str__", "__sub__",
        "__subclasshook__", "__xor__", "copy", "difference", "intersection", "isdisjoint",
        "issubset", "issuperset", "symmetric_difference", "union",
    ];

const TUPLE: &[&str] =     &[
        "__add__", "__class__", "__class_getitem__", "__contains__", "__delattr__", "__dir__",
        "__doc__", "__eq__", "__format__", "__ge__", "__getattribute__", "__getitem__",
        "__getnewargs__", "__getstate__", "__gt__", "__hash__", "__init__", "__init_subclass__",
        "__iter__", "__le__", "__len__", "__lt__", "__mul__", "__ne__", "__new__", "__reduce__",
        "__reduce_ex__", "__repr__", "__rmul__", "__setattr__", "__sizeof__", "__str__",
        "__subclasshook__", "count", "index",
    ];

const INT: &[&str] =     &[
        "__abs__", "__add__", "__and__", "__bool__", "__ceil__", "__class__", "__delattr__",
        "__dir__", "__divmod__", "__doc__", "__eq__", "__float__", "__floor__", "__floordiv__",
        "__format__", "__ge__", "__getattribute__", "__getnewargs__", "__getstate__", "__gt__",
        "__hash__", "__index__", "__init__", "__init_subclass__", "__int__", "__invert__", "__le__",
        "__lshift__", "__lt__", "__mod__", "__mul__", "__ne__", "__neg__", "__new__", "__or__",
        "__pos__", "__pow__", "__radd__", "__rand__", "__rdivmod__", "__reduce__", "__reduce_ex__",
        "__repr__", "__rfloordiv__", "__rlshift__", "__rmod__", "__rmul__", "__ror__", "__round__",
        "__rpow__", "__rrshift__", "__rshift__", "__rsub__", "__rtruediv__", "__rxor__",
        "__setattr__", "__sizeof__", "__str__", "__sub__", "__subclasshook__", "__truediv__",
        "__trunc__", "__xor__", "as_integer_ratio", "bit_count", "bit_length", "conjugate",
        "denominator", "from_bytes", "imag", "numerator", "real", "to_bytes",
    ];

const FLOAT: &[&str] =     &[
        "__abs__", "__add__", "__bool__", "__ceil__", "__class__", "__delattr__", "__dir__",
        "__divmod__", "__doc__", "__eq__", "__float__", "__floor__", "__floordiv__", "__format__",
        "__ge__", "__getattribute__", "__getformat__", "__getnewargs__", "__getstate__", "__gt__",
        "__hash__", "__init__", "__init_subclass__", "__int__", "__le__", "__lt__", "__mod__",
        "__mul__", "__ne__", "__neg__", "__new__", "__pos__", "__pow__", "__radd__", "__rdivmod__",
        "__reduce__", "__reduce_ex__", "__repr__", "__rfloordiv__", "__rmod__", "__rmul__",
        "__round__", "__rpow__", "__rsub__", "__rtruediv__", "__setattr__", "__sizeof__", "__str__",
        "__sub__", "__subclasshook__", "__truediv__", "__trunc__", "as_integer_ratio", "conjugate",
        "fromhex", "hex", "imag", "is_integer", "real",
    ];

const BOOL: &[&str] =     &[
        "__abs__", "__add__", "__and__", "__bool__", "__ceil__", "__class__", "__delattr__",
        "__dir__", "__divmod__", "__doc__", "__eq__", "__float__", "__floor__", "__floordiv__",
        "__format__", "__ge__", "__getattribute__", "__getnewargs__", "__getstate__", "__gt__",
        "__hash__", "__index__", "__init__", "__init_subclass__", "__int__", "__invert__", "__le__",
        "__lshift__", "__lt__", "__mod__", "__mul__", "__ne__", "__neg__", "__new__", "__or__",
        "__pos__", "__pow__", "__radd__", "__rand__", "__rdivmod__", "__reduce__", "__reduce_ex__",
        "__repr__", "__rfloordiv__", "__rlshift__", "__rmod__", "__rmul__", "__ror__", "__round__",
        "__rpow__", "__rrshift__", "__rshift__", "__rsub__", "__rtruediv__", "__rxor__",
        "__setattr__", "__sizeof__", "__str__", "__sub__", "__subclasshook__", "__truediv__",
        "__trunc__", "__xor__", "as_integer_ratio", "bit_count", "bit_length", "conjugate",
        "denominator", "from_bytes", "imag", "numerator", "real", "to_bytes",
    ];

const NONETYPE: &[&str] =     &[
        "__bool__", "__class__", "__delattr__", "__dir__", "__doc__", "__eq__", "__format__",
        "__ge__", "__getattribute__", "__getstate__", "__gt__", "__hash__", "__init__",
        "__init_subclass__", "__le__", "__lt__", "__ne__", "__new__", "__reduce__", "__reduce_ex__",
        "__repr__", "__setattr__", "__sizeof__", "__str__", "__subclasshook__",
    ];
