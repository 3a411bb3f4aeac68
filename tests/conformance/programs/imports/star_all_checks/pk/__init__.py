__all__ = ["sub"]
