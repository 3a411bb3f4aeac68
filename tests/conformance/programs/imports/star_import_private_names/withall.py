visible = 1
_hidden = 2
__all__ = ["_hidden"]
