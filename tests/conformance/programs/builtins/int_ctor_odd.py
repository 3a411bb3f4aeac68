# probe: int() with bases and prefixes, underscores, whitespace, unicode digits, bytes, and the refusals
# inputs
text = "0b1"
base = 16
# body
def conv(*args):
    try:
        return int(*args)
    except (ValueError, TypeError, OverflowError) as e:
        return type(e).__name__
r_hex_prefix_digits = conv(text, base)
r_base0 = (conv("0x1F", 0), conv("0o17", 0), conv("0b101", 0), conv("010", 0), conv("0", 0), conv("00", 0))
r_prefix_matching = (conv("0x1f", 16), conv("0o17", 8), conv("0b11", 2), conv("0o17", 16))
r_underscores = (conv("1_000"), conv("1__0"), conv("_1"), conv("0x_ff", 0), conv("1_"))
r_space_sign = (conv(" -12 "), conv("+5"), conv("- 5"), conv("\t7\n"), conv(""))
r_base36 = (conv("z", 36), conv("Z", 36), conv("10", 37), conv("1", 1))
r_nonstr_base = conv(5, 10)
r_float_str = conv("12.0")
r_floats = (conv(-2.7), conv(2.999), conv(float("inf")), conv(float("nan")), conv(-0.0))
r_bool = (conv(True), type(conv(True)).__name__)
r_none = conv(None)
r_unicode = (conv("\u0663"), conv("\uff11\uff12"))
r_bytes = (conv(b"42"), conv(b"ff", 16), conv(bytearray(b"7")))
