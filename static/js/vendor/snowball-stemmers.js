/* snowball-stemmers 0.6.0 (npm, ISC, Oleg Mazko; the Snowball algorithms are BSD, Martin Porter
 * and Richard Boulton): its snowball-stemmers.js with only the English, Dutch and Turkish
 * stemmers kept. Lines 1-947, 5040-7047 and 20105-22955 of the package's file, unchanged, then
 * its newStemmer() with a map of those three. See LICENSE-snowball-stemmers.txt and README.md
 * beside this file. */
var _typeof = typeof Symbol === "function" && typeof Symbol.iterator === "symbol" ? function (obj) { return typeof obj; } : function (obj) { return obj && typeof Symbol === "function" && obj.constructor === Symbol ? "symbol" : typeof obj; };

(function (global, factory) {
    if (typeof define === "function" && define.amd) {
        define('snowballFactory', ['exports'], factory);
    } else if (typeof exports !== "undefined") {
        factory(exports);
    } else {
        var mod = {
            exports: {}
        };
        factory(mod.exports);
        global.snowballFactory = mod.exports;
    }
})(this, function (exports) {
    'use strict';

    Object.defineProperty(exports, "__esModule", {
        value: true
    });
    exports.newStemmer = newStemmer;
    exports.algorithms = algorithms;

    function _possibleConstructorReturn(self, call) {
        if (!self) {
            throw new ReferenceError("this hasn't been initialised - super() hasn't been called");
        }

        return call && ((typeof call === 'undefined' ? 'undefined' : _typeof(call)) === "object" || typeof call === "function") ? call : self;
    }

    function _inherits(subClass, superClass) {
        if (typeof superClass !== "function" && superClass !== null) {
            throw new TypeError("Super expression must either be null or a function, not " + (typeof superClass === 'undefined' ? 'undefined' : _typeof(superClass)));
        }

        subClass.prototype = Object.create(superClass && superClass.prototype, {
            constructor: {
                value: subClass,
                enumerable: false,
                writable: true,
                configurable: true
            }
        });
        if (superClass) Object.setPrototypeOf ? Object.setPrototypeOf(subClass, superClass) : subClass.__proto__ = superClass;
    }

    function _classCallCheck(instance, Constructor) {
        if (!(instance instanceof Constructor)) {
            throw new TypeError("Cannot call a class as a function");
        }
    }

    var _createClass = function () {
        function defineProperties(target, props) {
            for (var i = 0; i < props.length; i++) {
                var descriptor = props[i];
                descriptor.enumerable = descriptor.enumerable || false;
                descriptor.configurable = true;
                if ("value" in descriptor) descriptor.writable = true;
                Object.defineProperty(target, descriptor.key, descriptor);
            }
        }

        return function (Constructor, protoProps, staticProps) {
            if (protoProps) defineProperties(Constructor.prototype, protoProps);
            if (staticProps) defineProperties(Constructor, staticProps);
            return Constructor;
        };
    }();

    var _get = function get(object, property, receiver) {
        if (object === null) object = Function.prototype;
        var desc = Object.getOwnPropertyDescriptor(object, property);

        if (desc === undefined) {
            var parent = Object.getPrototypeOf(object);

            if (parent === null) {
                return undefined;
            } else {
                return get(parent, property, receiver);
            }
        } else if ("value" in desc) {
            return desc.value;
        } else {
            var getter = desc.get;

            if (getter === undefined) {
                return undefined;
            }

            return getter.call(receiver);
        }
    };

    var StringBuffer = function () {
        function StringBuffer() {
            _classCallCheck(this, StringBuffer);
        }

        _createClass(StringBuffer, [{
            key: 'length$esjava$0',
            value: function length$esjava$0() {
                return this.b.length;
            }
        }, {
            key: 'replace$esjava$3',
            value: function replace$esjava$3(start, end, str) {
                if (start === 0 && end === this.b.length) {
                    this.b = str;
                } else {
                    var left = this.b.substring(0, start),
                        right = this.b.substring(end);
                    this.b = left + str + right;
                }
            }
        }, {
            key: 'substring$esjava$2',
            value: function substring$esjava$2(start, end) {
                return this.b.substring(start, end);
            }
        }, {
            key: 'charAt$esjava$1',
            value: function charAt$esjava$1(index) {
                return this.b.charCodeAt(index);
            }
        }, {
            key: 'subSequence$esjava$2',
            value: function subSequence$esjava$2(start, end) {
                throw new Error("NotImpl: CharSequence::subSequence");
            }
        }, {
            key: 'toString$esjava$0',
            value: function toString$esjava$0() {
                return this.b;
            }
        }, {
            key: 'length',
            value: function length() {
                var _get2;

                for (var _len = arguments.length, args = Array(_len), _key = 0; _key < _len; _key++) {
                    args[_key] = arguments[_key];
                }

                switch (args.length) {
                    case 0:
                        return this.length$esjava$0.apply(this, args);
                }

                return (_get2 = _get(Object.getPrototypeOf(StringBuffer.prototype), 'length', this)).call.apply(_get2, [this].concat(args));
            }
        }, {
            key: 'replace',
            value: function replace() {
                var _get3;

                for (var _len2 = arguments.length, args = Array(_len2), _key2 = 0; _key2 < _len2; _key2++) {
                    args[_key2] = arguments[_key2];
                }

                switch (args.length) {
                    case 3:
                        return this.replace$esjava$3.apply(this, args);
                }

                return (_get3 = _get(Object.getPrototypeOf(StringBuffer.prototype), 'replace', this)).call.apply(_get3, [this].concat(args));
            }
        }, {
            key: 'substring',
            value: function substring() {
                var _get4;

                for (var _len3 = arguments.length, args = Array(_len3), _key3 = 0; _key3 < _len3; _key3++) {
                    args[_key3] = arguments[_key3];
                }

                switch (args.length) {
                    case 2:
                        return this.substring$esjava$2.apply(this, args);
                }

                return (_get4 = _get(Object.getPrototypeOf(StringBuffer.prototype), 'substring', this)).call.apply(_get4, [this].concat(args));
            }
        }, {
            key: 'charAt',
            value: function charAt() {
                var _get5;

                for (var _len4 = arguments.length, args = Array(_len4), _key4 = 0; _key4 < _len4; _key4++) {
                    args[_key4] = arguments[_key4];
                }

                switch (args.length) {
                    case 1:
                        return this.charAt$esjava$1.apply(this, args);
                }

                return (_get5 = _get(Object.getPrototypeOf(StringBuffer.prototype), 'charAt', this)).call.apply(_get5, [this].concat(args));
            }
        }, {
            key: 'subSequence',
            value: function subSequence() {
                var _get6;

                for (var _len5 = arguments.length, args = Array(_len5), _key5 = 0; _key5 < _len5; _key5++) {
                    args[_key5] = arguments[_key5];
                }

                switch (args.length) {
                    case 2:
                        return this.subSequence$esjava$2.apply(this, args);
                }

                return (_get6 = _get(Object.getPrototypeOf(StringBuffer.prototype), 'subSequence', this)).call.apply(_get6, [this].concat(args));
            }
        }, {
            key: 'toString',
            value: function toString() {
                var _get7;

                for (var _len6 = arguments.length, args = Array(_len6), _key6 = 0; _key6 < _len6; _key6++) {
                    args[_key6] = arguments[_key6];
                }

                switch (args.length) {
                    case 0:
                        return this.toString$esjava$0.apply(this, args);
                }

                return (_get7 = _get(Object.getPrototypeOf(StringBuffer.prototype), 'toString', this)).call.apply(_get7, [this].concat(args));
            }
        }, {
            key: 'b',
            get: function get() {
                return Object.prototype.hasOwnProperty.call(this, '_$esjava$b') ? this._$esjava$b : this._$esjava$b = "";
            },
            set: function set(v) {
                this._$esjava$b = v;
            }
        }]);

        return StringBuffer;
    }();

    var StringBuilder = function (_StringBuffer) {
        _inherits(StringBuilder, _StringBuffer);

        function StringBuilder() {
            _classCallCheck(this, StringBuilder);

            return _possibleConstructorReturn(this, Object.getPrototypeOf(StringBuilder).apply(this, arguments));
        }

        return StringBuilder;
    }(StringBuffer);

    var Among = function () {
        _createClass(Among, null, [{
            key: 'toCharArray$esjava$1',
            value: function toCharArray$esjava$1(s) {
                var sLength = s.length;
                var charArr = new Array(sLength);

                for (var i = 0; i < sLength; i++) {
                    charArr[i] = s.charCodeAt(i);
                }

                return charArr;
            }
        }]);

        function Among(s, substring_i, result, methodname, obj) {
            _classCallCheck(this, Among);

            this.s = Among.toCharArray$esjava$1(s);
            this.substring_i = substring_i;
            this.result = result;
            this.method = methodname ? obj[methodname] : null;
            this.methodobject = obj;
        }

        _createClass(Among, [{
            key: 's',
            get: function get() {
                return Object.prototype.hasOwnProperty.call(this, '_$esjava$s') ? this._$esjava$s : this._$esjava$s = null;
            },
            set: function set(v) {
                this._$esjava$s = v;
            }
        }, {
            key: 'substring_i',
            get: function get() {
                return Object.prototype.hasOwnProperty.call(this, '_$esjava$substring_i') ? this._$esjava$substring_i : this._$esjava$substring_i = 0;
            },
            set: function set(v) {
                this._$esjava$substring_i = v;
            }
        }, {
            key: 'result',
            get: function get() {
                return Object.prototype.hasOwnProperty.call(this, '_$esjava$result') ? this._$esjava$result : this._$esjava$result = 0;
            },
            set: function set(v) {
                this._$esjava$result = v;
            }
        }, {
            key: 'method',
            get: function get() {
                return Object.prototype.hasOwnProperty.call(this, '_$esjava$method') ? this._$esjava$method : this._$esjava$method = null;
            },
            set: function set(v) {
                this._$esjava$method = v;
            }
        }, {
            key: 'methodobject',
            get: function get() {
                return Object.prototype.hasOwnProperty.call(this, '_$esjava$methodobject') ? this._$esjava$methodobject : this._$esjava$methodobject = null;
            },
            set: function set(v) {
                this._$esjava$methodobject = v;
            }
        }]);

        return Among;
    }();

    var SnowballProgram = function () {
        function SnowballProgram() {
            _classCallCheck(this, SnowballProgram);

            this.current = new StringBuffer();
            this.setCurrent$esjava$1("");
        }

        _createClass(SnowballProgram, [{
            key: 'setCurrent$esjava$1',
            value: function setCurrent$esjava$1(value) {
                this.current.replace(0, this.current.length(), value);
                this.cursor = 0;
                this.limit = this.current.length();
                this.limit_backward = 0;
                this.bra = this.cursor;
                this.ket = this.limit;
            }
        }, {
            key: 'getCurrent$esjava$0',
            value: function getCurrent$esjava$0() {
                var result = this.current.toString();
                this.current = new StringBuffer();
                return result;
            }
        }, {
            key: 'in_grouping$esjava$3',
            value: function in_grouping$esjava$3(s, min, max) {
                if (this.cursor >= this.limit) return false;
                var ch = this.current.charAt(this.cursor);
                if (ch > max || ch < min) return false;
                ch -= min;
                if ((s[ch >> 3] & 0X1 << (ch & 0X7)) === 0) return false;
                this.cursor++;
                return true;
            }
        }, {
            key: 'in_grouping_b$esjava$3',
            value: function in_grouping_b$esjava$3(s, min, max) {
                if (this.cursor <= this.limit_backward) return false;
                var ch = this.current.charAt(this.cursor - 1);
                if (ch > max || ch < min) return false;
                ch -= min;
                if ((s[ch >> 3] & 0X1 << (ch & 0X7)) === 0) return false;
                this.cursor--;
                return true;
            }
        }, {
            key: 'out_grouping$esjava$3',
            value: function out_grouping$esjava$3(s, min, max) {
                if (this.cursor >= this.limit) return false;
                var ch = this.current.charAt(this.cursor);

                if (ch > max || ch < min) {
                    this.cursor++;
                    return true;
                }

                ch -= min;

                if ((s[ch >> 3] & 0X1 << (ch & 0X7)) === 0) {
                    this.cursor++;
                    return true;
                }

                return false;
            }
        }, {
            key: 'out_grouping_b$esjava$3',
            value: function out_grouping_b$esjava$3(s, min, max) {
                if (this.cursor <= this.limit_backward) return false;
                var ch = this.current.charAt(this.cursor - 1);

                if (ch > max || ch < min) {
                    this.cursor--;
                    return true;
                }

                ch -= min;

                if ((s[ch >> 3] & 0X1 << (ch & 0X7)) === 0) {
                    this.cursor--;
                    return true;
                }

                return false;
            }
        }, {
            key: 'eq_s$esjava$1',
            value: function eq_s$esjava$1(s) {
                if (this.limit - this.cursor < s.length) return false;
                var i = undefined;

                for (i = 0; i !== s.length; i++) {
                    if (this.current.charAt(this.cursor + i) !== s.charCodeAt(i)) return false;
                }

                this.cursor += s.length;
                return true;
            }
        }, {
            key: 'eq_s_b$esjava$1',
            value: function eq_s_b$esjava$1(s) {
                if (this.cursor - this.limit_backward < s.length) return false;
                var i = undefined;

                for (i = 0; i !== s.length; i++) {
                    if (this.current.charAt(this.cursor - s.length + i) !== s.charCodeAt(i)) return false;
                }

                this.cursor -= s.length;
                return true;
            }
        }, {
            key: 'find_among$esjava$1',
            value: function find_among$esjava$1(v) {
                var i = 0;
                var j = v.length;
                var c = this.cursor;
                var l = this.limit;
                var common_i = 0;
                var common_j = 0;
                var first_key_inspected = false;

                while (true) {
                    var k = i + (j - i >> 1);
                    var diff = 0;
                    var common = common_i < common_j ? common_i : common_j;
                    var w = v[k];
                    var i2 = undefined;

                    for (i2 = common; i2 < w.s.length; i2++) {
                        if (c + common === l) {
                            diff = -1;
                            break;
                        }

                        diff = this.current.charAt(c + common) - w.s[i2];
                        if (diff !== 0) break;
                        common++;
                    }

                    if (diff < 0) {
                        j = k;
                        common_j = common;
                    } else {
                        i = k;
                        common_i = common;
                    }

                    if (j - i <= 1) {
                        if (i > 0) break;
                        if (j === i) break;
                        if (first_key_inspected) break;
                        first_key_inspected = true;
                    }
                }

                while (true) {
                    var w = v[i];

                    if (common_i >= w.s.length) {
                        this.cursor = c + w.s.length;
                        if (w.method === null) return w.result;
                        var res = undefined;
                        res = w.method.call(w.methodobject);
                        this.cursor = c + w.s.length;
                        if (res) return w.result;
                    }

                    i = w.substring_i;
                    if (i < 0) return 0;
                }
            }
        }, {
            key: 'find_among_b$esjava$1',
            value: function find_among_b$esjava$1(v) {
                var i = 0;
                var j = v.length;
                var c = this.cursor;
                var lb = this.limit_backward;
                var common_i = 0;
                var common_j = 0;
                var first_key_inspected = false;

                while (true) {
                    var k = i + (j - i >> 1);
                    var diff = 0;
                    var common = common_i < common_j ? common_i : common_j;
                    var w = v[k];
                    var i2 = undefined;

                    for (i2 = w.s.length - 1 - common; i2 >= 0; i2--) {
                        if (c - common === lb) {
                            diff = -1;
                            break;
                        }

                        diff = this.current.charAt(c - 1 - common) - w.s[i2];
                        if (diff !== 0) break;
                        common++;
                    }

                    if (diff < 0) {
                        j = k;
                        common_j = common;
                    } else {
                        i = k;
                        common_i = common;
                    }

                    if (j - i <= 1) {
                        if (i > 0) break;
                        if (j === i) break;
                        if (first_key_inspected) break;
                        first_key_inspected = true;
                    }
                }

                while (true) {
                    var w = v[i];

                    if (common_i >= w.s.length) {
                        this.cursor = c - w.s.length;
                        if (w.method === null) return w.result;
                        var res = undefined;
                        res = w.method.call(w.methodobject);
                        this.cursor = c - w.s.length;
                        if (res) return w.result;
                    }

                    i = w.substring_i;
                    if (i < 0) return 0;
                }
            }
        }, {
            key: 'replace_s$esjava$3',
            value: function replace_s$esjava$3(c_bra, c_ket, s) {
                var adjustment = s.length - (c_ket - c_bra);
                this.current.replace(c_bra, c_ket, s);
                this.limit += adjustment;
                if (this.cursor >= c_ket) this.cursor += adjustment;else if (this.cursor > c_bra) this.cursor = c_bra;
                return adjustment;
            }
        }, {
            key: 'slice_check$esjava$0',
            value: function slice_check$esjava$0() {
                if (this.bra < 0 || this.bra > this.ket || this.ket > this.limit || this.limit > this.current.length()) {
                    throw new Error("Snowball: faulty slice operation");
                }
            }
        }, {
            key: 'slice_from$esjava$1',
            value: function slice_from$esjava$1(s) {
                this.slice_check$esjava$0();
                this.replace_s$esjava$3(this.bra, this.ket, s);
            }
        }, {
            key: 'slice_del$esjava$0',
            value: function slice_del$esjava$0() {
                this.slice_from$esjava$1("");
            }
        }, {
            key: 'insert$esjava$3',
            value: function insert$esjava$3(c_bra, c_ket, s) {
                var adjustment = this.replace_s$esjava$3(c_bra, c_ket, s);
                if (c_bra <= this.bra) this.bra += adjustment;
                if (c_bra <= this.ket) this.ket += adjustment;
            }
        }, {
            key: 'slice_to$esjava$1',
            value: function slice_to$esjava$1(s) {
                this.slice_check$esjava$0();
                s.replace(0, s.length(), this.current.substring(this.bra, this.ket));
                return s;
            }
        }, {
            key: 'setCurrent',
            value: function setCurrent() {
                var _get8;

                for (var _len7 = arguments.length, args = Array(_len7), _key7 = 0; _key7 < _len7; _key7++) {
                    args[_key7] = arguments[_key7];
                }

                switch (args.length) {
                    case 1:
                        return this.setCurrent$esjava$1.apply(this, args);
                }

                return (_get8 = _get(Object.getPrototypeOf(SnowballProgram.prototype), 'setCurrent', this)).call.apply(_get8, [this].concat(args));
            }
        }, {
            key: 'getCurrent',
            value: function getCurrent() {
                var _get9;

                for (var _len8 = arguments.length, args = Array(_len8), _key8 = 0; _key8 < _len8; _key8++) {
                    args[_key8] = arguments[_key8];
                }

                switch (args.length) {
                    case 0:
                        return this.getCurrent$esjava$0.apply(this, args);
                }

                return (_get9 = _get(Object.getPrototypeOf(SnowballProgram.prototype), 'getCurrent', this)).call.apply(_get9, [this].concat(args));
            }
        }, {
            key: 'in_grouping',
            value: function in_grouping() {
                var _get10;

                for (var _len9 = arguments.length, args = Array(_len9), _key9 = 0; _key9 < _len9; _key9++) {
                    args[_key9] = arguments[_key9];
                }

                switch (args.length) {
                    case 3:
                        return this.in_grouping$esjava$3.apply(this, args);
                }

                return (_get10 = _get(Object.getPrototypeOf(SnowballProgram.prototype), 'in_grouping', this)).call.apply(_get10, [this].concat(args));
            }
        }, {
            key: 'in_grouping_b',
            value: function in_grouping_b() {
                var _get11;

                for (var _len10 = arguments.length, args = Array(_len10), _key10 = 0; _key10 < _len10; _key10++) {
                    args[_key10] = arguments[_key10];
                }

                switch (args.length) {
                    case 3:
                        return this.in_grouping_b$esjava$3.apply(this, args);
                }

                return (_get11 = _get(Object.getPrototypeOf(SnowballProgram.prototype), 'in_grouping_b', this)).call.apply(_get11, [this].concat(args));
            }
        }, {
            key: 'out_grouping',
            value: function out_grouping() {
                var _get12;

                for (var _len11 = arguments.length, args = Array(_len11), _key11 = 0; _key11 < _len11; _key11++) {
                    args[_key11] = arguments[_key11];
                }

                switch (args.length) {
                    case 3:
                        return this.out_grouping$esjava$3.apply(this, args);
                }

                return (_get12 = _get(Object.getPrototypeOf(SnowballProgram.prototype), 'out_grouping', this)).call.apply(_get12, [this].concat(args));
            }
        }, {
            key: 'out_grouping_b',
            value: function out_grouping_b() {
                var _get13;

                for (var _len12 = arguments.length, args = Array(_len12), _key12 = 0; _key12 < _len12; _key12++) {
                    args[_key12] = arguments[_key12];
                }

                switch (args.length) {
                    case 3:
                        return this.out_grouping_b$esjava$3.apply(this, args);
                }

                return (_get13 = _get(Object.getPrototypeOf(SnowballProgram.prototype), 'out_grouping_b', this)).call.apply(_get13, [this].concat(args));
            }
        }, {
            key: 'eq_s',
            value: function eq_s() {
                var _get14;

                for (var _len13 = arguments.length, args = Array(_len13), _key13 = 0; _key13 < _len13; _key13++) {
                    args[_key13] = arguments[_key13];
                }

                switch (args.length) {
                    case 1:
                        return this.eq_s$esjava$1.apply(this, args);
                }

                return (_get14 = _get(Object.getPrototypeOf(SnowballProgram.prototype), 'eq_s', this)).call.apply(_get14, [this].concat(args));
            }
        }, {
            key: 'eq_s_b',
            value: function eq_s_b() {
                var _get15;

                for (var _len14 = arguments.length, args = Array(_len14), _key14 = 0; _key14 < _len14; _key14++) {
                    args[_key14] = arguments[_key14];
                }

                switch (args.length) {
                    case 1:
                        return this.eq_s_b$esjava$1.apply(this, args);
                }

                return (_get15 = _get(Object.getPrototypeOf(SnowballProgram.prototype), 'eq_s_b', this)).call.apply(_get15, [this].concat(args));
            }
        }, {
            key: 'find_among',
            value: function find_among() {
                var _get16;

                for (var _len15 = arguments.length, args = Array(_len15), _key15 = 0; _key15 < _len15; _key15++) {
                    args[_key15] = arguments[_key15];
                }

                switch (args.length) {
                    case 1:
                        return this.find_among$esjava$1.apply(this, args);
                }

                return (_get16 = _get(Object.getPrototypeOf(SnowballProgram.prototype), 'find_among', this)).call.apply(_get16, [this].concat(args));
            }
        }, {
            key: 'find_among_b',
            value: function find_among_b() {
                var _get17;

                for (var _len16 = arguments.length, args = Array(_len16), _key16 = 0; _key16 < _len16; _key16++) {
                    args[_key16] = arguments[_key16];
                }

                switch (args.length) {
                    case 1:
                        return this.find_among_b$esjava$1.apply(this, args);
                }

                return (_get17 = _get(Object.getPrototypeOf(SnowballProgram.prototype), 'find_among_b', this)).call.apply(_get17, [this].concat(args));
            }
        }, {
            key: 'replace_s',
            value: function replace_s() {
                var _get18;

                for (var _len17 = arguments.length, args = Array(_len17), _key17 = 0; _key17 < _len17; _key17++) {
                    args[_key17] = arguments[_key17];
                }

                switch (args.length) {
                    case 3:
                        return this.replace_s$esjava$3.apply(this, args);
                }

                return (_get18 = _get(Object.getPrototypeOf(SnowballProgram.prototype), 'replace_s', this)).call.apply(_get18, [this].concat(args));
            }
        }, {
            key: 'slice_check',
            value: function slice_check() {
                var _get19;

                for (var _len18 = arguments.length, args = Array(_len18), _key18 = 0; _key18 < _len18; _key18++) {
                    args[_key18] = arguments[_key18];
                }

                switch (args.length) {
                    case 0:
                        return this.slice_check$esjava$0.apply(this, args);
                }

                return (_get19 = _get(Object.getPrototypeOf(SnowballProgram.prototype), 'slice_check', this)).call.apply(_get19, [this].concat(args));
            }
        }, {
            key: 'slice_from',
            value: function slice_from() {
                var _get20;

                for (var _len19 = arguments.length, args = Array(_len19), _key19 = 0; _key19 < _len19; _key19++) {
                    args[_key19] = arguments[_key19];
                }

                switch (args.length) {
                    case 1:
                        return this.slice_from$esjava$1.apply(this, args);
                }

                return (_get20 = _get(Object.getPrototypeOf(SnowballProgram.prototype), 'slice_from', this)).call.apply(_get20, [this].concat(args));
            }
        }, {
            key: 'slice_del',
            value: function slice_del() {
                var _get21;

                for (var _len20 = arguments.length, args = Array(_len20), _key20 = 0; _key20 < _len20; _key20++) {
                    args[_key20] = arguments[_key20];
                }

                switch (args.length) {
                    case 0:
                        return this.slice_del$esjava$0.apply(this, args);
                }

                return (_get21 = _get(Object.getPrototypeOf(SnowballProgram.prototype), 'slice_del', this)).call.apply(_get21, [this].concat(args));
            }
        }, {
            key: 'insert',
            value: function insert() {
                var _get22;

                for (var _len21 = arguments.length, args = Array(_len21), _key21 = 0; _key21 < _len21; _key21++) {
                    args[_key21] = arguments[_key21];
                }

                switch (args.length) {
                    case 3:
                        return this.insert$esjava$3.apply(this, args);
                }

                return (_get22 = _get(Object.getPrototypeOf(SnowballProgram.prototype), 'insert', this)).call.apply(_get22, [this].concat(args));
            }
        }, {
            key: 'slice_to',
            value: function slice_to() {
                var _get23;

                for (var _len22 = arguments.length, args = Array(_len22), _key22 = 0; _key22 < _len22; _key22++) {
                    args[_key22] = arguments[_key22];
                }

                switch (args.length) {
                    case 1:
                        return this.slice_to$esjava$1.apply(this, args);
                }

                return (_get23 = _get(Object.getPrototypeOf(SnowballProgram.prototype), 'slice_to', this)).call.apply(_get23, [this].concat(args));
            }
        }, {
            key: 'current',
            get: function get() {
                return Object.prototype.hasOwnProperty.call(this, '_$esjava$current') ? this._$esjava$current : this._$esjava$current = null;
            },
            set: function set(v) {
                this._$esjava$current = v;
            }
        }, {
            key: 'cursor',
            get: function get() {
                return Object.prototype.hasOwnProperty.call(this, '_$esjava$cursor') ? this._$esjava$cursor : this._$esjava$cursor = 0;
            },
            set: function set(v) {
                this._$esjava$cursor = v;
            }
        }, {
            key: 'limit',
            get: function get() {
                return Object.prototype.hasOwnProperty.call(this, '_$esjava$limit') ? this._$esjava$limit : this._$esjava$limit = 0;
            },
            set: function set(v) {
                this._$esjava$limit = v;
            }
        }, {
            key: 'limit_backward',
            get: function get() {
                return Object.prototype.hasOwnProperty.call(this, '_$esjava$limit_backward') ? this._$esjava$limit_backward : this._$esjava$limit_backward = 0;
            },
            set: function set(v) {
                this._$esjava$limit_backward = v;
            }
        }, {
            key: 'bra',
            get: function get() {
                return Object.prototype.hasOwnProperty.call(this, '_$esjava$bra') ? this._$esjava$bra : this._$esjava$bra = 0;
            },
            set: function set(v) {
                this._$esjava$bra = v;
            }
        }, {
            key: 'ket',
            get: function get() {
                return Object.prototype.hasOwnProperty.call(this, '_$esjava$ket') ? this._$esjava$ket : this._$esjava$ket = 0;
            },
            set: function set(v) {
                this._$esjava$ket = v;
            }
        }]);

        return SnowballProgram;
    }();

    var SnowballStemmer = function (_SnowballProgram) {
        _inherits(SnowballStemmer, _SnowballProgram);

        function SnowballStemmer() {
            _classCallCheck(this, SnowballStemmer);

            return _possibleConstructorReturn(this, Object.getPrototypeOf(SnowballStemmer).apply(this, arguments));
        }

        _createClass(SnowballStemmer, [{
            key: 'stem$esjava$0',
            value: function stem$esjava$0() {
                throw 'NotImpl < stem$esjava$0 >';
            }
        }, {
            key: 'stem',
            value: function stem() {
                var _get24;

                for (var _len23 = arguments.length, args = Array(_len23), _key23 = 0; _key23 < _len23; _key23++) {
                    args[_key23] = arguments[_key23];
                }

                switch (args.length) {
                    case 0:
                        return this.stem$esjava$0.apply(this, args);
                }

                return (_get24 = _get(Object.getPrototypeOf(SnowballStemmer.prototype), 'stem', this)).call.apply(_get24, [this].concat(args));
            }
        }]);

        return SnowballStemmer;
    }(SnowballProgram);
    var dutchStemmer = function (_SnowballStemmer7) {
        _inherits(dutchStemmer, _SnowballStemmer7);

        function dutchStemmer() {
            _classCallCheck(this, dutchStemmer);

            return _possibleConstructorReturn(this, Object.getPrototypeOf(dutchStemmer).apply(this, arguments));
        }

        _createClass(dutchStemmer, [{
            key: 'r_prelude$esjava$0',
            value: function r_prelude$esjava$0() {
                var among_var = undefined;
                var v_1 = undefined;
                var v_2 = undefined;
                var v_3 = undefined;
                var v_4 = undefined;
                var v_5 = undefined;
                var v_6 = undefined;
                v_1 = this.cursor;

                replab0: while (true) {
                    v_2 = this.cursor;

                    lab1: do {
                        this.bra = this.cursor;
                        among_var = this.find_among$esjava$1(dutchStemmer.a_0);

                        if (among_var === 0) {
                            break lab1;
                        }

                        this.ket = this.cursor;

                        switch (among_var) {
                            case 0:
                                break lab1;

                            case 1:
                                this.slice_from$esjava$1("a");
                                break;

                            case 2:
                                this.slice_from$esjava$1("e");
                                break;

                            case 3:
                                this.slice_from$esjava$1("i");
                                break;

                            case 4:
                                this.slice_from$esjava$1("o");
                                break;

                            case 5:
                                this.slice_from$esjava$1("u");
                                break;

                            case 6:
                                if (this.cursor >= this.limit) {
                                    break lab1;
                                }

                                this.cursor++;
                                break;
                        }

                        continue replab0;
                    } while (false);

                    this.cursor = v_2;
                    break replab0;
                }

                this.cursor = v_1;
                v_3 = this.cursor;

                lab2: do {
                    this.bra = this.cursor;

                    if (!this.eq_s$esjava$1("y")) {
                        this.cursor = v_3;
                        break lab2;
                    }

                    this.ket = this.cursor;
                    this.slice_from$esjava$1("Y");
                } while (false);

                replab3: while (true) {
                    v_4 = this.cursor;

                    lab4: do {
                        golab5: while (true) {
                            v_5 = this.cursor;

                            lab6: do {
                                if (!this.in_grouping$esjava$3(dutchStemmer.g_v, 97, 232)) {
                                    break lab6;
                                }

                                this.bra = this.cursor;

                                lab7: do {
                                    v_6 = this.cursor;

                                    lab8: do {
                                        if (!this.eq_s$esjava$1("i")) {
                                            break lab8;
                                        }

                                        this.ket = this.cursor;

                                        if (!this.in_grouping$esjava$3(dutchStemmer.g_v, 97, 232)) {
                                            break lab8;
                                        }

                                        this.slice_from$esjava$1("I");
                                        break lab7;
                                    } while (false);

                                    this.cursor = v_6;

                                    if (!this.eq_s$esjava$1("y")) {
                                        break lab6;
                                    }

                                    this.ket = this.cursor;
                                    this.slice_from$esjava$1("Y");
                                } while (false);

                                this.cursor = v_5;
                                break golab5;
                            } while (false);

                            this.cursor = v_5;

                            if (this.cursor >= this.limit) {
                                break lab4;
                            }

                            this.cursor++;
                        }

                        continue replab3;
                    } while (false);

                    this.cursor = v_4;
                    break replab3;
                }

                return true;
            }
        }, {
            key: 'r_mark_regions$esjava$0',
            value: function r_mark_regions$esjava$0() {
                this.I_p1 = this.limit;
                this.I_p2 = this.limit;

                golab0: while (true) {
                    lab1: do {
                        if (!this.in_grouping$esjava$3(dutchStemmer.g_v, 97, 232)) {
                            break lab1;
                        }

                        break golab0;
                    } while (false);

                    if (this.cursor >= this.limit) {
                        return false;
                    }

                    this.cursor++;
                }

                golab2: while (true) {
                    lab3: do {
                        if (!this.out_grouping$esjava$3(dutchStemmer.g_v, 97, 232)) {
                            break lab3;
                        }

                        break golab2;
                    } while (false);

                    if (this.cursor >= this.limit) {
                        return false;
                    }

                    this.cursor++;
                }

                this.I_p1 = this.cursor;

                lab4: do {
                    if (!(this.I_p1 < 3)) {
                        break lab4;
                    }

                    this.I_p1 = 3;
                } while (false);

                golab5: while (true) {
                    lab6: do {
                        if (!this.in_grouping$esjava$3(dutchStemmer.g_v, 97, 232)) {
                            break lab6;
                        }

                        break golab5;
                    } while (false);

                    if (this.cursor >= this.limit) {
                        return false;
                    }

                    this.cursor++;
                }

                golab7: while (true) {
                    lab8: do {
                        if (!this.out_grouping$esjava$3(dutchStemmer.g_v, 97, 232)) {
                            break lab8;
                        }

                        break golab7;
                    } while (false);

                    if (this.cursor >= this.limit) {
                        return false;
                    }

                    this.cursor++;
                }

                this.I_p2 = this.cursor;
                return true;
            }
        }, {
            key: 'r_postlude$esjava$0',
            value: function r_postlude$esjava$0() {
                var among_var = undefined;
                var v_1 = undefined;

                replab0: while (true) {
                    v_1 = this.cursor;

                    lab1: do {
                        this.bra = this.cursor;
                        among_var = this.find_among$esjava$1(dutchStemmer.a_1);

                        if (among_var === 0) {
                            break lab1;
                        }

                        this.ket = this.cursor;

                        switch (among_var) {
                            case 0:
                                break lab1;

                            case 1:
                                this.slice_from$esjava$1("y");
                                break;

                            case 2:
                                this.slice_from$esjava$1("i");
                                break;

                            case 3:
                                if (this.cursor >= this.limit) {
                                    break lab1;
                                }

                                this.cursor++;
                                break;
                        }

                        continue replab0;
                    } while (false);

                    this.cursor = v_1;
                    break replab0;
                }

                return true;
            }
        }, {
            key: 'r_R1$esjava$0',
            value: function r_R1$esjava$0() {
                if (!(this.I_p1 <= this.cursor)) {
                    return false;
                }

                return true;
            }
        }, {
            key: 'r_R2$esjava$0',
            value: function r_R2$esjava$0() {
                if (!(this.I_p2 <= this.cursor)) {
                    return false;
                }

                return true;
            }
        }, {
            key: 'r_undouble$esjava$0',
            value: function r_undouble$esjava$0() {
                var v_1 = undefined;
                v_1 = this.limit - this.cursor;

                if (this.find_among_b$esjava$1(dutchStemmer.a_2) === 0) {
                    return false;
                }

                this.cursor = this.limit - v_1;
                this.ket = this.cursor;

                if (this.cursor <= this.limit_backward) {
                    return false;
                }

                this.cursor--;
                this.bra = this.cursor;
                this.slice_del$esjava$0();
                return true;
            }
        }, {
            key: 'r_e_ending$esjava$0',
            value: function r_e_ending$esjava$0() {
                var v_1 = undefined;
                this.B_e_found = false;
                this.ket = this.cursor;

                if (!this.eq_s_b$esjava$1("e")) {
                    return false;
                }

                this.bra = this.cursor;

                if (!this.r_R1$esjava$0()) {
                    return false;
                }

                v_1 = this.limit - this.cursor;

                if (!this.out_grouping_b$esjava$3(dutchStemmer.g_v, 97, 232)) {
                    return false;
                }

                this.cursor = this.limit - v_1;
                this.slice_del$esjava$0();
                this.B_e_found = true;

                if (!this.r_undouble$esjava$0()) {
                    return false;
                }

                return true;
            }
        }, {
            key: 'r_en_ending$esjava$0',
            value: function r_en_ending$esjava$0() {
                var v_1 = undefined;
                var v_2 = undefined;

                if (!this.r_R1$esjava$0()) {
                    return false;
                }

                v_1 = this.limit - this.cursor;

                if (!this.out_grouping_b$esjava$3(dutchStemmer.g_v, 97, 232)) {
                    return false;
                }

                this.cursor = this.limit - v_1;
                {
                    v_2 = this.limit - this.cursor;

                    lab0: do {
                        if (!this.eq_s_b$esjava$1("gem")) {
                            break lab0;
                        }

                        return false;
                    } while (false);

                    this.cursor = this.limit - v_2;
                }
                this.slice_del$esjava$0();

                if (!this.r_undouble$esjava$0()) {
                    return false;
                }

                return true;
            }
        }, {
            key: 'r_standard_suffix$esjava$0',
            value: function r_standard_suffix$esjava$0() {
                var among_var = undefined;
                var v_1 = undefined;
                var v_2 = undefined;
                var v_3 = undefined;
                var v_4 = undefined;
                var v_5 = undefined;
                var v_6 = undefined;
                var v_7 = undefined;
                var v_8 = undefined;
                var v_9 = undefined;
                var v_10 = undefined;
                v_1 = this.limit - this.cursor;

                lab0: do {
                    this.ket = this.cursor;
                    among_var = this.find_among_b$esjava$1(dutchStemmer.a_3);

                    if (among_var === 0) {
                        break lab0;
                    }

                    this.bra = this.cursor;

                    switch (among_var) {
                        case 0:
                            break lab0;

                        case 1:
                            if (!this.r_R1$esjava$0()) {
                                break lab0;
                            }

                            this.slice_from$esjava$1("heid");
                            break;

                        case 2:
                            if (!this.r_en_ending$esjava$0()) {
                                break lab0;
                            }

                            break;

                        case 3:
                            if (!this.r_R1$esjava$0()) {
                                break lab0;
                            }

                            if (!this.out_grouping_b$esjava$3(dutchStemmer.g_v_j, 97, 232)) {
                                break lab0;
                            }

                            this.slice_del$esjava$0();
                            break;
                    }
                } while (false);

                this.cursor = this.limit - v_1;
                v_2 = this.limit - this.cursor;

                lab1: do {
                    if (!this.r_e_ending$esjava$0()) {
                        break lab1;
                    }
                } while (false);

                this.cursor = this.limit - v_2;
                v_3 = this.limit - this.cursor;

                lab2: do {
                    this.ket = this.cursor;

                    if (!this.eq_s_b$esjava$1("heid")) {
                        break lab2;
                    }

                    this.bra = this.cursor;

                    if (!this.r_R2$esjava$0()) {
                        break lab2;
                    }

                    {
                        v_4 = this.limit - this.cursor;

                        lab3: do {
                            if (!this.eq_s_b$esjava$1("c")) {
                                break lab3;
                            }

                            break lab2;
                        } while (false);

                        this.cursor = this.limit - v_4;
                    }
                    this.slice_del$esjava$0();
                    this.ket = this.cursor;

                    if (!this.eq_s_b$esjava$1("en")) {
                        break lab2;
                    }

                    this.bra = this.cursor;

                    if (!this.r_en_ending$esjava$0()) {
                        break lab2;
                    }
                } while (false);

                this.cursor = this.limit - v_3;
                v_5 = this.limit - this.cursor;

                lab4: do {
                    this.ket = this.cursor;
                    among_var = this.find_among_b$esjava$1(dutchStemmer.a_4);

                    if (among_var === 0) {
                        break lab4;
                    }

                    this.bra = this.cursor;

                    switch (among_var) {
                        case 0:
                            break lab4;

                        case 1:
                            if (!this.r_R2$esjava$0()) {
                                break lab4;
                            }

                            this.slice_del$esjava$0();

                            lab5: do {
                                v_6 = this.limit - this.cursor;

                                lab6: do {
                                    this.ket = this.cursor;

                                    if (!this.eq_s_b$esjava$1("ig")) {
                                        break lab6;
                                    }

                                    this.bra = this.cursor;

                                    if (!this.r_R2$esjava$0()) {
                                        break lab6;
                                    }

                                    {
                                        v_7 = this.limit - this.cursor;

                                        lab7: do {
                                            if (!this.eq_s_b$esjava$1("e")) {
                                                break lab7;
                                            }

                                            break lab6;
                                        } while (false);

                                        this.cursor = this.limit - v_7;
                                    }
                                    this.slice_del$esjava$0();
                                    break lab5;
                                } while (false);

                                this.cursor = this.limit - v_6;

                                if (!this.r_undouble$esjava$0()) {
                                    break lab4;
                                }
                            } while (false);

                            break;

                        case 2:
                            if (!this.r_R2$esjava$0()) {
                                break lab4;
                            }

                            {
                                v_8 = this.limit - this.cursor;

                                lab8: do {
                                    if (!this.eq_s_b$esjava$1("e")) {
                                        break lab8;
                                    }

                                    break lab4;
                                } while (false);

                                this.cursor = this.limit - v_8;
                            }
                            this.slice_del$esjava$0();
                            break;

                        case 3:
                            if (!this.r_R2$esjava$0()) {
                                break lab4;
                            }

                            this.slice_del$esjava$0();

                            if (!this.r_e_ending$esjava$0()) {
                                break lab4;
                            }

                            break;

                        case 4:
                            if (!this.r_R2$esjava$0()) {
                                break lab4;
                            }

                            this.slice_del$esjava$0();
                            break;

                        case 5:
                            if (!this.r_R2$esjava$0()) {
                                break lab4;
                            }

                            if (!this.B_e_found) {
                                break lab4;
                            }

                            this.slice_del$esjava$0();
                            break;
                    }
                } while (false);

                this.cursor = this.limit - v_5;
                v_9 = this.limit - this.cursor;

                lab9: do {
                    if (!this.out_grouping_b$esjava$3(dutchStemmer.g_v_I, 73, 232)) {
                        break lab9;
                    }

                    v_10 = this.limit - this.cursor;

                    if (this.find_among_b$esjava$1(dutchStemmer.a_5) === 0) {
                        break lab9;
                    }

                    if (!this.out_grouping_b$esjava$3(dutchStemmer.g_v, 97, 232)) {
                        break lab9;
                    }

                    this.cursor = this.limit - v_10;
                    this.ket = this.cursor;

                    if (this.cursor <= this.limit_backward) {
                        break lab9;
                    }

                    this.cursor--;
                    this.bra = this.cursor;
                    this.slice_del$esjava$0();
                } while (false);

                this.cursor = this.limit - v_9;
                return true;
            }
        }, {
            key: 'stem$esjava$0',
            value: function stem$esjava$0() {
                var v_1 = undefined;
                var v_2 = undefined;
                var v_3 = undefined;
                var v_4 = undefined;
                v_1 = this.cursor;

                lab0: do {
                    if (!this.r_prelude$esjava$0()) {
                        break lab0;
                    }
                } while (false);

                this.cursor = v_1;
                v_2 = this.cursor;

                lab1: do {
                    if (!this.r_mark_regions$esjava$0()) {
                        break lab1;
                    }
                } while (false);

                this.cursor = v_2;
                this.limit_backward = this.cursor;
                this.cursor = this.limit;
                v_3 = this.limit - this.cursor;

                lab2: do {
                    if (!this.r_standard_suffix$esjava$0()) {
                        break lab2;
                    }
                } while (false);

                this.cursor = this.limit - v_3;
                this.cursor = this.limit_backward;
                v_4 = this.cursor;

                lab3: do {
                    if (!this.r_postlude$esjava$0()) {
                        break lab3;
                    }
                } while (false);

                this.cursor = v_4;
                return true;
            }
        }, {
            key: 'stem',
            value: function stem() {
                var _get31;

                for (var _len30 = arguments.length, args = Array(_len30), _key30 = 0; _key30 < _len30; _key30++) {
                    args[_key30] = arguments[_key30];
                }

                switch (args.length) {
                    case 0:
                        return this.stem$esjava$0.apply(this, args);
                }

                return (_get31 = _get(Object.getPrototypeOf(dutchStemmer.prototype), 'stem', this)).call.apply(_get31, [this].concat(args));
            }
        }, {
            key: 'I_p2',
            get: function get() {
                return Object.prototype.hasOwnProperty.call(this, '_$esjava$I_p2') ? this._$esjava$I_p2 : this._$esjava$I_p2 = 0;
            },
            set: function set(v) {
                this._$esjava$I_p2 = v;
            }
        }, {
            key: 'I_p1',
            get: function get() {
                return Object.prototype.hasOwnProperty.call(this, '_$esjava$I_p1') ? this._$esjava$I_p1 : this._$esjava$I_p1 = 0;
            },
            set: function set(v) {
                this._$esjava$I_p1 = v;
            }
        }, {
            key: 'B_e_found',
            get: function get() {
                return Object.prototype.hasOwnProperty.call(this, '_$esjava$B_e_found') ? this._$esjava$B_e_found : this._$esjava$B_e_found = false;
            },
            set: function set(v) {
                this._$esjava$B_e_found = v;
            }
        }], [{
            key: 'a_0',
            get: function get() {
                delete dutchStemmer.a_0;
                return dutchStemmer.a_0 = [new Among("", -1, 6), new Among('\u00E1', 0, 1), new Among('\u00E4', 0, 1), new Among('\u00E9', 0, 2), new Among('\u00EB', 0, 2), new Among('\u00ED', 0, 3), new Among('\u00EF', 0, 3), new Among('\u00F3', 0, 4), new Among('\u00F6', 0, 4), new Among('\u00FA', 0, 5), new Among('\u00FC', 0, 5)];
            }
        }, {
            key: 'a_1',
            get: function get() {
                delete dutchStemmer.a_1;
                return dutchStemmer.a_1 = [new Among("", -1, 3), new Among("I", 0, 2), new Among("Y", 0, 1)];
            }
        }, {
            key: 'a_2',
            get: function get() {
                delete dutchStemmer.a_2;
                return dutchStemmer.a_2 = [new Among("dd", -1, -1), new Among("kk", -1, -1), new Among("tt", -1, -1)];
            }
        }, {
            key: 'a_3',
            get: function get() {
                delete dutchStemmer.a_3;
                return dutchStemmer.a_3 = [new Among("ene", -1, 2), new Among("se", -1, 3), new Among("en", -1, 2), new Among("heden", 2, 1), new Among("s", -1, 3)];
            }
        }, {
            key: 'a_4',
            get: function get() {
                delete dutchStemmer.a_4;
                return dutchStemmer.a_4 = [new Among("end", -1, 1), new Among("ig", -1, 2), new Among("ing", -1, 1), new Among("lijk", -1, 3), new Among("baar", -1, 4), new Among("bar", -1, 5)];
            }
        }, {
            key: 'a_5',
            get: function get() {
                delete dutchStemmer.a_5;
                return dutchStemmer.a_5 = [new Among("aa", -1, -1), new Among("ee", -1, -1), new Among("oo", -1, -1), new Among("uu", -1, -1)];
            }
        }, {
            key: 'g_v',
            get: function get() {
                delete dutchStemmer.g_v;
                return dutchStemmer.g_v = [17, 65, 16, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 128];
            }
        }, {
            key: 'g_v_I',
            get: function get() {
                delete dutchStemmer.g_v_I;
                return dutchStemmer.g_v_I = [1, 0, 0, 17, 65, 16, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 128];
            }
        }, {
            key: 'g_v_j',
            get: function get() {
                delete dutchStemmer.g_v_j;
                return dutchStemmer.g_v_j = [17, 67, 16, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 128];
            }
        }]);

        return dutchStemmer;
    }(SnowballStemmer);

    var englishStemmer = function (_SnowballStemmer8) {
        _inherits(englishStemmer, _SnowballStemmer8);

        function englishStemmer() {
            _classCallCheck(this, englishStemmer);

            return _possibleConstructorReturn(this, Object.getPrototypeOf(englishStemmer).apply(this, arguments));
        }

        _createClass(englishStemmer, [{
            key: 'r_prelude$esjava$0',
            value: function r_prelude$esjava$0() {
                var v_1 = undefined;
                var v_2 = undefined;
                var v_3 = undefined;
                var v_4 = undefined;
                var v_5 = undefined;
                this.B_Y_found = false;
                v_1 = this.cursor;

                lab0: do {
                    this.bra = this.cursor;

                    if (!this.eq_s$esjava$1("'")) {
                        break lab0;
                    }

                    this.ket = this.cursor;
                    this.slice_del$esjava$0();
                } while (false);

                this.cursor = v_1;
                v_2 = this.cursor;

                lab1: do {
                    this.bra = this.cursor;

                    if (!this.eq_s$esjava$1("y")) {
                        break lab1;
                    }

                    this.ket = this.cursor;
                    this.slice_from$esjava$1("Y");
                    this.B_Y_found = true;
                } while (false);

                this.cursor = v_2;
                v_3 = this.cursor;

                lab2: do {
                    replab3: while (true) {
                        v_4 = this.cursor;

                        lab4: do {
                            golab5: while (true) {
                                v_5 = this.cursor;

                                lab6: do {
                                    if (!this.in_grouping$esjava$3(englishStemmer.g_v, 97, 121)) {
                                        break lab6;
                                    }

                                    this.bra = this.cursor;

                                    if (!this.eq_s$esjava$1("y")) {
                                        break lab6;
                                    }

                                    this.ket = this.cursor;
                                    this.cursor = v_5;
                                    break golab5;
                                } while (false);

                                this.cursor = v_5;

                                if (this.cursor >= this.limit) {
                                    break lab4;
                                }

                                this.cursor++;
                            }

                            this.slice_from$esjava$1("Y");
                            this.B_Y_found = true;
                            continue replab3;
                        } while (false);

                        this.cursor = v_4;
                        break replab3;
                    }
                } while (false);

                this.cursor = v_3;
                return true;
            }
        }, {
            key: 'r_mark_regions$esjava$0',
            value: function r_mark_regions$esjava$0() {
                var v_1 = undefined;
                var v_2 = undefined;
                this.I_p1 = this.limit;
                this.I_p2 = this.limit;
                v_1 = this.cursor;

                lab0: do {
                    lab1: do {
                        v_2 = this.cursor;

                        lab2: do {
                            if (this.find_among$esjava$1(englishStemmer.a_0) === 0) {
                                break lab2;
                            }

                            break lab1;
                        } while (false);

                        this.cursor = v_2;

                        golab3: while (true) {
                            lab4: do {
                                if (!this.in_grouping$esjava$3(englishStemmer.g_v, 97, 121)) {
                                    break lab4;
                                }

                                break golab3;
                            } while (false);

                            if (this.cursor >= this.limit) {
                                break lab0;
                            }

                            this.cursor++;
                        }

                        golab5: while (true) {
                            lab6: do {
                                if (!this.out_grouping$esjava$3(englishStemmer.g_v, 97, 121)) {
                                    break lab6;
                                }

                                break golab5;
                            } while (false);

                            if (this.cursor >= this.limit) {
                                break lab0;
                            }

                            this.cursor++;
                        }
                    } while (false);

                    this.I_p1 = this.cursor;

                    golab7: while (true) {
                        lab8: do {
                            if (!this.in_grouping$esjava$3(englishStemmer.g_v, 97, 121)) {
                                break lab8;
                            }

                            break golab7;
                        } while (false);

                        if (this.cursor >= this.limit) {
                            break lab0;
                        }

                        this.cursor++;
                    }

                    golab9: while (true) {
                        lab10: do {
                            if (!this.out_grouping$esjava$3(englishStemmer.g_v, 97, 121)) {
                                break lab10;
                            }

                            break golab9;
                        } while (false);

                        if (this.cursor >= this.limit) {
                            break lab0;
                        }

                        this.cursor++;
                    }

                    this.I_p2 = this.cursor;
                } while (false);

                this.cursor = v_1;
                return true;
            }
        }, {
            key: 'r_shortv$esjava$0',
            value: function r_shortv$esjava$0() {
                var v_1 = undefined;

                lab0: do {
                    v_1 = this.limit - this.cursor;

                    lab1: do {
                        if (!this.out_grouping_b$esjava$3(englishStemmer.g_v_WXY, 89, 121)) {
                            break lab1;
                        }

                        if (!this.in_grouping_b$esjava$3(englishStemmer.g_v, 97, 121)) {
                            break lab1;
                        }

                        if (!this.out_grouping_b$esjava$3(englishStemmer.g_v, 97, 121)) {
                            break lab1;
                        }

                        break lab0;
                    } while (false);

                    this.cursor = this.limit - v_1;

                    if (!this.out_grouping_b$esjava$3(englishStemmer.g_v, 97, 121)) {
                        return false;
                    }

                    if (!this.in_grouping_b$esjava$3(englishStemmer.g_v, 97, 121)) {
                        return false;
                    }

                    if (this.cursor > this.limit_backward) {
                        return false;
                    }
                } while (false);

                return true;
            }
        }, {
            key: 'r_R1$esjava$0',
            value: function r_R1$esjava$0() {
                if (!(this.I_p1 <= this.cursor)) {
                    return false;
                }

                return true;
            }
        }, {
            key: 'r_R2$esjava$0',
            value: function r_R2$esjava$0() {
                if (!(this.I_p2 <= this.cursor)) {
                    return false;
                }

                return true;
            }
        }, {
            key: 'r_Step_1a$esjava$0',
            value: function r_Step_1a$esjava$0() {
                var among_var = undefined;
                var v_1 = undefined;
                var v_2 = undefined;
                v_1 = this.limit - this.cursor;

                lab0: do {
                    this.ket = this.cursor;
                    among_var = this.find_among_b$esjava$1(englishStemmer.a_1);

                    if (among_var === 0) {
                        this.cursor = this.limit - v_1;
                        break lab0;
                    }

                    this.bra = this.cursor;

                    switch (among_var) {
                        case 0:
                            this.cursor = this.limit - v_1;
                            break lab0;

                        case 1:
                            this.slice_del$esjava$0();
                            break;
                    }
                } while (false);

                this.ket = this.cursor;
                among_var = this.find_among_b$esjava$1(englishStemmer.a_2);

                if (among_var === 0) {
                    return false;
                }

                this.bra = this.cursor;

                switch (among_var) {
                    case 0:
                        return false;

                    case 1:
                        this.slice_from$esjava$1("ss");
                        break;

                    case 2:
                        lab1: do {
                            v_2 = this.limit - this.cursor;

                            lab2: do {
                                {
                                    var c = this.cursor - 2;

                                    if (this.limit_backward > c || c > this.limit) {
                                        break lab2;
                                    }

                                    this.cursor = c;
                                }
                                this.slice_from$esjava$1("i");
                                break lab1;
                            } while (false);

                            this.cursor = this.limit - v_2;
                            this.slice_from$esjava$1("ie");
                        } while (false);

                        break;

                    case 3:
                        if (this.cursor <= this.limit_backward) {
                            return false;
                        }

                        this.cursor--;

                        golab3: while (true) {
                            lab4: do {
                                if (!this.in_grouping_b$esjava$3(englishStemmer.g_v, 97, 121)) {
                                    break lab4;
                                }

                                break golab3;
                            } while (false);

                            if (this.cursor <= this.limit_backward) {
                                return false;
                            }

                            this.cursor--;
                        }

                        this.slice_del$esjava$0();
                        break;
                }

                return true;
            }
        }, {
            key: 'r_Step_1b$esjava$0',
            value: function r_Step_1b$esjava$0() {
                var among_var = undefined;
                var v_1 = undefined;
                var v_3 = undefined;
                var v_4 = undefined;
                this.ket = this.cursor;
                among_var = this.find_among_b$esjava$1(englishStemmer.a_4);

                if (among_var === 0) {
                    return false;
                }

                this.bra = this.cursor;

                switch (among_var) {
                    case 0:
                        return false;

                    case 1:
                        if (!this.r_R1$esjava$0()) {
                            return false;
                        }

                        this.slice_from$esjava$1("ee");
                        break;

                    case 2:
                        v_1 = this.limit - this.cursor;

                        golab0: while (true) {
                            lab1: do {
                                if (!this.in_grouping_b$esjava$3(englishStemmer.g_v, 97, 121)) {
                                    break lab1;
                                }

                                break golab0;
                            } while (false);

                            if (this.cursor <= this.limit_backward) {
                                return false;
                            }

                            this.cursor--;
                        }

                        this.cursor = this.limit - v_1;
                        this.slice_del$esjava$0();
                        v_3 = this.limit - this.cursor;
                        among_var = this.find_among_b$esjava$1(englishStemmer.a_3);

                        if (among_var === 0) {
                            return false;
                        }

                        this.cursor = this.limit - v_3;

                        switch (among_var) {
                            case 0:
                                return false;

                            case 1:
                                {
                                    var c = this.cursor;
                                    this.insert$esjava$3(this.cursor, this.cursor, "e");
                                    this.cursor = c;
                                }
                                break;

                            case 2:
                                this.ket = this.cursor;

                                if (this.cursor <= this.limit_backward) {
                                    return false;
                                }

                                this.cursor--;
                                this.bra = this.cursor;
                                this.slice_del$esjava$0();
                                break;

                            case 3:
                                if (this.cursor !== this.I_p1) {
                                    return false;
                                }

                                v_4 = this.limit - this.cursor;

                                if (!this.r_shortv$esjava$0()) {
                                    return false;
                                }

                                this.cursor = this.limit - v_4;
                                {
                                    var c = this.cursor;
                                    this.insert$esjava$3(this.cursor, this.cursor, "e");
                                    this.cursor = c;
                                }
                                break;
                        }

                        break;
                }

                return true;
            }
        }, {
            key: 'r_Step_1c$esjava$0',
            value: function r_Step_1c$esjava$0() {
                var v_1 = undefined;
                var v_2 = undefined;
                this.ket = this.cursor;

                lab0: do {
                    v_1 = this.limit - this.cursor;

                    lab1: do {
                        if (!this.eq_s_b$esjava$1("y")) {
                            break lab1;
                        }

                        break lab0;
                    } while (false);

                    this.cursor = this.limit - v_1;

                    if (!this.eq_s_b$esjava$1("Y")) {
                        return false;
                    }
                } while (false);

                this.bra = this.cursor;

                if (!this.out_grouping_b$esjava$3(englishStemmer.g_v, 97, 121)) {
                    return false;
                }

                {
                    v_2 = this.limit - this.cursor;

                    lab2: do {
                        if (this.cursor > this.limit_backward) {
                            break lab2;
                        }

                        return false;
                    } while (false);

                    this.cursor = this.limit - v_2;
                }
                this.slice_from$esjava$1("i");
                return true;
            }
        }, {
            key: 'r_Step_2$esjava$0',
            value: function r_Step_2$esjava$0() {
                var among_var = undefined;
                this.ket = this.cursor;
                among_var = this.find_among_b$esjava$1(englishStemmer.a_5);

                if (among_var === 0) {
                    return false;
                }

                this.bra = this.cursor;

                if (!this.r_R1$esjava$0()) {
                    return false;
                }

                switch (among_var) {
                    case 0:
                        return false;

                    case 1:
                        this.slice_from$esjava$1("tion");
                        break;

                    case 2:
                        this.slice_from$esjava$1("ence");
                        break;

                    case 3:
                        this.slice_from$esjava$1("ance");
                        break;

                    case 4:
                        this.slice_from$esjava$1("able");
                        break;

                    case 5:
                        this.slice_from$esjava$1("ent");
                        break;

                    case 6:
                        this.slice_from$esjava$1("ize");
                        break;

                    case 7:
                        this.slice_from$esjava$1("ate");
                        break;

                    case 8:
                        this.slice_from$esjava$1("al");
                        break;

                    case 9:
                        this.slice_from$esjava$1("ful");
                        break;

                    case 10:
                        this.slice_from$esjava$1("ous");
                        break;

                    case 11:
                        this.slice_from$esjava$1("ive");
                        break;

                    case 12:
                        this.slice_from$esjava$1("ble");
                        break;

                    case 13:
                        if (!this.eq_s_b$esjava$1("l")) {
                            return false;
                        }

                        this.slice_from$esjava$1("og");
                        break;

                    case 14:
                        this.slice_from$esjava$1("ful");
                        break;

                    case 15:
                        this.slice_from$esjava$1("less");
                        break;

                    case 16:
                        if (!this.in_grouping_b$esjava$3(englishStemmer.g_valid_LI, 99, 116)) {
                            return false;
                        }

                        this.slice_del$esjava$0();
                        break;
                }

                return true;
            }
        }, {
            key: 'r_Step_3$esjava$0',
            value: function r_Step_3$esjava$0() {
                var among_var = undefined;
                this.ket = this.cursor;
                among_var = this.find_among_b$esjava$1(englishStemmer.a_6);

                if (among_var === 0) {
                    return false;
                }

                this.bra = this.cursor;

                if (!this.r_R1$esjava$0()) {
                    return false;
                }

                switch (among_var) {
                    case 0:
                        return false;

                    case 1:
                        this.slice_from$esjava$1("tion");
                        break;

                    case 2:
                        this.slice_from$esjava$1("ate");
                        break;

                    case 3:
                        this.slice_from$esjava$1("al");
                        break;

                    case 4:
                        this.slice_from$esjava$1("ic");
                        break;

                    case 5:
                        this.slice_del$esjava$0();
                        break;

                    case 6:
                        if (!this.r_R2$esjava$0()) {
                            return false;
                        }

                        this.slice_del$esjava$0();
                        break;
                }

                return true;
            }
        }, {
            key: 'r_Step_4$esjava$0',
            value: function r_Step_4$esjava$0() {
                var among_var = undefined;
                var v_1 = undefined;
                this.ket = this.cursor;
                among_var = this.find_among_b$esjava$1(englishStemmer.a_7);

                if (among_var === 0) {
                    return false;
                }

                this.bra = this.cursor;

                if (!this.r_R2$esjava$0()) {
                    return false;
                }

                switch (among_var) {
                    case 0:
                        return false;

                    case 1:
                        this.slice_del$esjava$0();
                        break;

                    case 2:
                        lab0: do {
                            v_1 = this.limit - this.cursor;

                            lab1: do {
                                if (!this.eq_s_b$esjava$1("s")) {
                                    break lab1;
                                }

                                break lab0;
                            } while (false);

                            this.cursor = this.limit - v_1;

                            if (!this.eq_s_b$esjava$1("t")) {
                                return false;
                            }
                        } while (false);

                        this.slice_del$esjava$0();
                        break;
                }

                return true;
            }
        }, {
            key: 'r_Step_5$esjava$0',
            value: function r_Step_5$esjava$0() {
                var among_var = undefined;
                var v_1 = undefined;
                var v_2 = undefined;
                this.ket = this.cursor;
                among_var = this.find_among_b$esjava$1(englishStemmer.a_8);

                if (among_var === 0) {
                    return false;
                }

                this.bra = this.cursor;

                switch (among_var) {
                    case 0:
                        return false;

                    case 1:
                        lab0: do {
                            v_1 = this.limit - this.cursor;

                            lab1: do {
                                if (!this.r_R2$esjava$0()) {
                                    break lab1;
                                }

                                break lab0;
                            } while (false);

                            this.cursor = this.limit - v_1;

                            if (!this.r_R1$esjava$0()) {
                                return false;
                            }

                            {
                                v_2 = this.limit - this.cursor;

                                lab2: do {
                                    if (!this.r_shortv$esjava$0()) {
                                        break lab2;
                                    }

                                    return false;
                                } while (false);

                                this.cursor = this.limit - v_2;
                            }
                        } while (false);

                        this.slice_del$esjava$0();
                        break;

                    case 2:
                        if (!this.r_R2$esjava$0()) {
                            return false;
                        }

                        if (!this.eq_s_b$esjava$1("l")) {
                            return false;
                        }

                        this.slice_del$esjava$0();
                        break;
                }

                return true;
            }
        }, {
            key: 'r_exception2$esjava$0',
            value: function r_exception2$esjava$0() {
                this.ket = this.cursor;

                if (this.find_among_b$esjava$1(englishStemmer.a_9) === 0) {
                    return false;
                }

                this.bra = this.cursor;

                if (this.cursor > this.limit_backward) {
                    return false;
                }

                return true;
            }
        }, {
            key: 'r_exception1$esjava$0',
            value: function r_exception1$esjava$0() {
                var among_var = undefined;
                this.bra = this.cursor;
                among_var = this.find_among$esjava$1(englishStemmer.a_10);

                if (among_var === 0) {
                    return false;
                }

                this.ket = this.cursor;

                if (this.cursor < this.limit) {
                    return false;
                }

                switch (among_var) {
                    case 0:
                        return false;

                    case 1:
                        this.slice_from$esjava$1("ski");
                        break;

                    case 2:
                        this.slice_from$esjava$1("sky");
                        break;

                    case 3:
                        this.slice_from$esjava$1("die");
                        break;

                    case 4:
                        this.slice_from$esjava$1("lie");
                        break;

                    case 5:
                        this.slice_from$esjava$1("tie");
                        break;

                    case 6:
                        this.slice_from$esjava$1("idl");
                        break;

                    case 7:
                        this.slice_from$esjava$1("gentl");
                        break;

                    case 8:
                        this.slice_from$esjava$1("ugli");
                        break;

                    case 9:
                        this.slice_from$esjava$1("earli");
                        break;

                    case 10:
                        this.slice_from$esjava$1("onli");
                        break;

                    case 11:
                        this.slice_from$esjava$1("singl");
                        break;
                }

                return true;
            }
        }, {
            key: 'r_postlude$esjava$0',
            value: function r_postlude$esjava$0() {
                var v_1 = undefined;
                var v_2 = undefined;

                if (!this.B_Y_found) {
                    return false;
                }

                replab0: while (true) {
                    v_1 = this.cursor;

                    lab1: do {
                        golab2: while (true) {
                            v_2 = this.cursor;

                            lab3: do {
                                this.bra = this.cursor;

                                if (!this.eq_s$esjava$1("Y")) {
                                    break lab3;
                                }

                                this.ket = this.cursor;
                                this.cursor = v_2;
                                break golab2;
                            } while (false);

                            this.cursor = v_2;

                            if (this.cursor >= this.limit) {
                                break lab1;
                            }

                            this.cursor++;
                        }

                        this.slice_from$esjava$1("y");
                        continue replab0;
                    } while (false);

                    this.cursor = v_1;
                    break replab0;
                }

                return true;
            }
        }, {
            key: 'stem$esjava$0',
            value: function stem$esjava$0() {
                var v_1 = undefined;
                var v_2 = undefined;
                var v_3 = undefined;
                var v_4 = undefined;
                var v_5 = undefined;
                var v_6 = undefined;
                var v_7 = undefined;
                var v_8 = undefined;
                var v_9 = undefined;
                var v_10 = undefined;
                var v_11 = undefined;
                var v_12 = undefined;
                var v_13 = undefined;

                lab0: do {
                    v_1 = this.cursor;

                    lab1: do {
                        if (!this.r_exception1$esjava$0()) {
                            break lab1;
                        }

                        break lab0;
                    } while (false);

                    this.cursor = v_1;

                    lab2: do {
                        {
                            v_2 = this.cursor;

                            lab3: do {
                                {
                                    var c = this.cursor + 3;

                                    if (0 > c || c > this.limit) {
                                        break lab3;
                                    }

                                    this.cursor = c;
                                }
                                break lab2;
                            } while (false);

                            this.cursor = v_2;
                        }
                        break lab0;
                    } while (false);

                    this.cursor = v_1;
                    v_3 = this.cursor;

                    lab4: do {
                        if (!this.r_prelude$esjava$0()) {
                            break lab4;
                        }
                    } while (false);

                    this.cursor = v_3;
                    v_4 = this.cursor;

                    lab5: do {
                        if (!this.r_mark_regions$esjava$0()) {
                            break lab5;
                        }
                    } while (false);

                    this.cursor = v_4;
                    this.limit_backward = this.cursor;
                    this.cursor = this.limit;
                    v_5 = this.limit - this.cursor;

                    lab6: do {
                        if (!this.r_Step_1a$esjava$0()) {
                            break lab6;
                        }
                    } while (false);

                    this.cursor = this.limit - v_5;

                    lab7: do {
                        v_6 = this.limit - this.cursor;

                        lab8: do {
                            if (!this.r_exception2$esjava$0()) {
                                break lab8;
                            }

                            break lab7;
                        } while (false);

                        this.cursor = this.limit - v_6;
                        v_7 = this.limit - this.cursor;

                        lab9: do {
                            if (!this.r_Step_1b$esjava$0()) {
                                break lab9;
                            }
                        } while (false);

                        this.cursor = this.limit - v_7;
                        v_8 = this.limit - this.cursor;

                        lab10: do {
                            if (!this.r_Step_1c$esjava$0()) {
                                break lab10;
                            }
                        } while (false);

                        this.cursor = this.limit - v_8;
                        v_9 = this.limit - this.cursor;

                        lab11: do {
                            if (!this.r_Step_2$esjava$0()) {
                                break lab11;
                            }
                        } while (false);

                        this.cursor = this.limit - v_9;
                        v_10 = this.limit - this.cursor;

                        lab12: do {
                            if (!this.r_Step_3$esjava$0()) {
                                break lab12;
                            }
                        } while (false);

                        this.cursor = this.limit - v_10;
                        v_11 = this.limit - this.cursor;

                        lab13: do {
                            if (!this.r_Step_4$esjava$0()) {
                                break lab13;
                            }
                        } while (false);

                        this.cursor = this.limit - v_11;
                        v_12 = this.limit - this.cursor;

                        lab14: do {
                            if (!this.r_Step_5$esjava$0()) {
                                break lab14;
                            }
                        } while (false);

                        this.cursor = this.limit - v_12;
                    } while (false);

                    this.cursor = this.limit_backward;
                    v_13 = this.cursor;

                    lab15: do {
                        if (!this.r_postlude$esjava$0()) {
                            break lab15;
                        }
                    } while (false);

                    this.cursor = v_13;
                } while (false);

                return true;
            }
        }, {
            key: 'stem',
            value: function stem() {
                var _get32;

                for (var _len31 = arguments.length, args = Array(_len31), _key31 = 0; _key31 < _len31; _key31++) {
                    args[_key31] = arguments[_key31];
                }

                switch (args.length) {
                    case 0:
                        return this.stem$esjava$0.apply(this, args);
                }

                return (_get32 = _get(Object.getPrototypeOf(englishStemmer.prototype), 'stem', this)).call.apply(_get32, [this].concat(args));
            }
        }, {
            key: 'B_Y_found',
            get: function get() {
                return Object.prototype.hasOwnProperty.call(this, '_$esjava$B_Y_found') ? this._$esjava$B_Y_found : this._$esjava$B_Y_found = false;
            },
            set: function set(v) {
                this._$esjava$B_Y_found = v;
            }
        }, {
            key: 'I_p2',
            get: function get() {
                return Object.prototype.hasOwnProperty.call(this, '_$esjava$I_p2') ? this._$esjava$I_p2 : this._$esjava$I_p2 = 0;
            },
            set: function set(v) {
                this._$esjava$I_p2 = v;
            }
        }, {
            key: 'I_p1',
            get: function get() {
                return Object.prototype.hasOwnProperty.call(this, '_$esjava$I_p1') ? this._$esjava$I_p1 : this._$esjava$I_p1 = 0;
            },
            set: function set(v) {
                this._$esjava$I_p1 = v;
            }
        }], [{
            key: 'a_0',
            get: function get() {
                delete englishStemmer.a_0;
                return englishStemmer.a_0 = [new Among("arsen", -1, -1), new Among("commun", -1, -1), new Among("gener", -1, -1)];
            }
        }, {
            key: 'a_1',
            get: function get() {
                delete englishStemmer.a_1;
                return englishStemmer.a_1 = [new Among("'", -1, 1), new Among("'s'", 0, 1), new Among("'s", -1, 1)];
            }
        }, {
            key: 'a_2',
            get: function get() {
                delete englishStemmer.a_2;
                return englishStemmer.a_2 = [new Among("ied", -1, 2), new Among("s", -1, 3), new Among("ies", 1, 2), new Among("sses", 1, 1), new Among("ss", 1, -1), new Among("us", 1, -1)];
            }
        }, {
            key: 'a_3',
            get: function get() {
                delete englishStemmer.a_3;
                return englishStemmer.a_3 = [new Among("", -1, 3), new Among("bb", 0, 2), new Among("dd", 0, 2), new Among("ff", 0, 2), new Among("gg", 0, 2), new Among("bl", 0, 1), new Among("mm", 0, 2), new Among("nn", 0, 2), new Among("pp", 0, 2), new Among("rr", 0, 2), new Among("at", 0, 1), new Among("tt", 0, 2), new Among("iz", 0, 1)];
            }
        }, {
            key: 'a_4',
            get: function get() {
                delete englishStemmer.a_4;
                return englishStemmer.a_4 = [new Among("ed", -1, 2), new Among("eed", 0, 1), new Among("ing", -1, 2), new Among("edly", -1, 2), new Among("eedly", 3, 1), new Among("ingly", -1, 2)];
            }
        }, {
            key: 'a_5',
            get: function get() {
                delete englishStemmer.a_5;
                return englishStemmer.a_5 = [new Among("anci", -1, 3), new Among("enci", -1, 2), new Among("ogi", -1, 13), new Among("li", -1, 16), new Among("bli", 3, 12), new Among("abli", 4, 4), new Among("alli", 3, 8), new Among("fulli", 3, 14), new Among("lessli", 3, 15), new Among("ousli", 3, 10), new Among("entli", 3, 5), new Among("aliti", -1, 8), new Among("biliti", -1, 12), new Among("iviti", -1, 11), new Among("tional", -1, 1), new Among("ational", 14, 7), new Among("alism", -1, 8), new Among("ation", -1, 7), new Among("ization", 17, 6), new Among("izer", -1, 6), new Among("ator", -1, 7), new Among("iveness", -1, 11), new Among("fulness", -1, 9), new Among("ousness", -1, 10)];
            }
        }, {
            key: 'a_6',
            get: function get() {
                delete englishStemmer.a_6;
                return englishStemmer.a_6 = [new Among("icate", -1, 4), new Among("ative", -1, 6), new Among("alize", -1, 3), new Among("iciti", -1, 4), new Among("ical", -1, 4), new Among("tional", -1, 1), new Among("ational", 5, 2), new Among("ful", -1, 5), new Among("ness", -1, 5)];
            }
        }, {
            key: 'a_7',
            get: function get() {
                delete englishStemmer.a_7;
                return englishStemmer.a_7 = [new Among("ic", -1, 1), new Among("ance", -1, 1), new Among("ence", -1, 1), new Among("able", -1, 1), new Among("ible", -1, 1), new Among("ate", -1, 1), new Among("ive", -1, 1), new Among("ize", -1, 1), new Among("iti", -1, 1), new Among("al", -1, 1), new Among("ism", -1, 1), new Among("ion", -1, 2), new Among("er", -1, 1), new Among("ous", -1, 1), new Among("ant", -1, 1), new Among("ent", -1, 1), new Among("ment", 15, 1), new Among("ement", 16, 1)];
            }
        }, {
            key: 'a_8',
            get: function get() {
                delete englishStemmer.a_8;
                return englishStemmer.a_8 = [new Among("e", -1, 1), new Among("l", -1, 2)];
            }
        }, {
            key: 'a_9',
            get: function get() {
                delete englishStemmer.a_9;
                return englishStemmer.a_9 = [new Among("succeed", -1, -1), new Among("proceed", -1, -1), new Among("exceed", -1, -1), new Among("canning", -1, -1), new Among("inning", -1, -1), new Among("earring", -1, -1), new Among("herring", -1, -1), new Among("outing", -1, -1)];
            }
        }, {
            key: 'a_10',
            get: function get() {
                delete englishStemmer.a_10;
                return englishStemmer.a_10 = [new Among("andes", -1, -1), new Among("atlas", -1, -1), new Among("bias", -1, -1), new Among("cosmos", -1, -1), new Among("dying", -1, 3), new Among("early", -1, 9), new Among("gently", -1, 7), new Among("howe", -1, -1), new Among("idly", -1, 6), new Among("lying", -1, 4), new Among("news", -1, -1), new Among("only", -1, 10), new Among("singly", -1, 11), new Among("skies", -1, 2), new Among("skis", -1, 1), new Among("sky", -1, -1), new Among("tying", -1, 5), new Among("ugly", -1, 8)];
            }
        }, {
            key: 'g_v',
            get: function get() {
                delete englishStemmer.g_v;
                return englishStemmer.g_v = [17, 65, 16, 1];
            }
        }, {
            key: 'g_v_WXY',
            get: function get() {
                delete englishStemmer.g_v_WXY;
                return englishStemmer.g_v_WXY = [1, 17, 65, 208, 1];
            }
        }, {
            key: 'g_valid_LI',
            get: function get() {
                delete englishStemmer.g_valid_LI;
                return englishStemmer.g_valid_LI = [55, 141, 2];
            }
        }]);

        return englishStemmer;
    }(SnowballStemmer);
    var turkishStemmer = function (_SnowballStemmer24) {
        _inherits(turkishStemmer, _SnowballStemmer24);

        function turkishStemmer() {
            _classCallCheck(this, turkishStemmer);

            return _possibleConstructorReturn(this, Object.getPrototypeOf(turkishStemmer).apply(this, arguments));
        }

        _createClass(turkishStemmer, [{
            key: 'r_check_vowel_harmony$esjava$0',
            value: function r_check_vowel_harmony$esjava$0() {
                var v_1 = undefined;
                var v_2 = undefined;
                var v_3 = undefined;
                var v_4 = undefined;
                var v_5 = undefined;
                var v_6 = undefined;
                var v_7 = undefined;
                var v_8 = undefined;
                var v_9 = undefined;
                var v_10 = undefined;
                var v_11 = undefined;
                v_1 = this.limit - this.cursor;

                golab0: while (true) {
                    v_2 = this.limit - this.cursor;

                    lab1: do {
                        if (!this.in_grouping_b$esjava$3(turkishStemmer.g_vowel, 97, 305)) {
                            break lab1;
                        }

                        this.cursor = this.limit - v_2;
                        break golab0;
                    } while (false);

                    this.cursor = this.limit - v_2;

                    if (this.cursor <= this.limit_backward) {
                        return false;
                    }

                    this.cursor--;
                }

                lab2: do {
                    v_3 = this.limit - this.cursor;

                    lab3: do {
                        if (!this.eq_s_b$esjava$1("a")) {
                            break lab3;
                        }

                        golab4: while (true) {
                            v_4 = this.limit - this.cursor;

                            lab5: do {
                                if (!this.in_grouping_b$esjava$3(turkishStemmer.g_vowel1, 97, 305)) {
                                    break lab5;
                                }

                                this.cursor = this.limit - v_4;
                                break golab4;
                            } while (false);

                            this.cursor = this.limit - v_4;

                            if (this.cursor <= this.limit_backward) {
                                break lab3;
                            }

                            this.cursor--;
                        }

                        break lab2;
                    } while (false);

                    this.cursor = this.limit - v_3;

                    lab6: do {
                        if (!this.eq_s_b$esjava$1("e")) {
                            break lab6;
                        }

                        golab7: while (true) {
                            v_5 = this.limit - this.cursor;

                            lab8: do {
                                if (!this.in_grouping_b$esjava$3(turkishStemmer.g_vowel2, 101, 252)) {
                                    break lab8;
                                }

                                this.cursor = this.limit - v_5;
                                break golab7;
                            } while (false);

                            this.cursor = this.limit - v_5;

                            if (this.cursor <= this.limit_backward) {
                                break lab6;
                            }

                            this.cursor--;
                        }

                        break lab2;
                    } while (false);

                    this.cursor = this.limit - v_3;

                    lab9: do {
                        if (!this.eq_s_b$esjava$1('\u0131')) {
                            break lab9;
                        }

                        golab10: while (true) {
                            v_6 = this.limit - this.cursor;

                            lab11: do {
                                if (!this.in_grouping_b$esjava$3(turkishStemmer.g_vowel3, 97, 305)) {
                                    break lab11;
                                }

                                this.cursor = this.limit - v_6;
                                break golab10;
                            } while (false);

                            this.cursor = this.limit - v_6;

                            if (this.cursor <= this.limit_backward) {
                                break lab9;
                            }

                            this.cursor--;
                        }

                        break lab2;
                    } while (false);

                    this.cursor = this.limit - v_3;

                    lab12: do {
                        if (!this.eq_s_b$esjava$1("i")) {
                            break lab12;
                        }

                        golab13: while (true) {
                            v_7 = this.limit - this.cursor;

                            lab14: do {
                                if (!this.in_grouping_b$esjava$3(turkishStemmer.g_vowel4, 101, 105)) {
                                    break lab14;
                                }

                                this.cursor = this.limit - v_7;
                                break golab13;
                            } while (false);

                            this.cursor = this.limit - v_7;

                            if (this.cursor <= this.limit_backward) {
                                break lab12;
                            }

                            this.cursor--;
                        }

                        break lab2;
                    } while (false);

                    this.cursor = this.limit - v_3;

                    lab15: do {
                        if (!this.eq_s_b$esjava$1("o")) {
                            break lab15;
                        }

                        golab16: while (true) {
                            v_8 = this.limit - this.cursor;

                            lab17: do {
                                if (!this.in_grouping_b$esjava$3(turkishStemmer.g_vowel5, 111, 117)) {
                                    break lab17;
                                }

                                this.cursor = this.limit - v_8;
                                break golab16;
                            } while (false);

                            this.cursor = this.limit - v_8;

                            if (this.cursor <= this.limit_backward) {
                                break lab15;
                            }

                            this.cursor--;
                        }

                        break lab2;
                    } while (false);

                    this.cursor = this.limit - v_3;

                    lab18: do {
                        if (!this.eq_s_b$esjava$1('\u00F6')) {
                            break lab18;
                        }

                        golab19: while (true) {
                            v_9 = this.limit - this.cursor;

                            lab20: do {
                                if (!this.in_grouping_b$esjava$3(turkishStemmer.g_vowel6, 246, 252)) {
                                    break lab20;
                                }

                                this.cursor = this.limit - v_9;
                                break golab19;
                            } while (false);

                            this.cursor = this.limit - v_9;

                            if (this.cursor <= this.limit_backward) {
                                break lab18;
                            }

                            this.cursor--;
                        }

                        break lab2;
                    } while (false);

                    this.cursor = this.limit - v_3;

                    lab21: do {
                        if (!this.eq_s_b$esjava$1("u")) {
                            break lab21;
                        }

                        golab22: while (true) {
                            v_10 = this.limit - this.cursor;

                            lab23: do {
                                if (!this.in_grouping_b$esjava$3(turkishStemmer.g_vowel5, 111, 117)) {
                                    break lab23;
                                }

                                this.cursor = this.limit - v_10;
                                break golab22;
                            } while (false);

                            this.cursor = this.limit - v_10;

                            if (this.cursor <= this.limit_backward) {
                                break lab21;
                            }

                            this.cursor--;
                        }

                        break lab2;
                    } while (false);

                    this.cursor = this.limit - v_3;

                    if (!this.eq_s_b$esjava$1('\u00FC')) {
                        return false;
                    }

                    golab24: while (true) {
                        v_11 = this.limit - this.cursor;

                        lab25: do {
                            if (!this.in_grouping_b$esjava$3(turkishStemmer.g_vowel6, 246, 252)) {
                                break lab25;
                            }

                            this.cursor = this.limit - v_11;
                            break golab24;
                        } while (false);

                        this.cursor = this.limit - v_11;

                        if (this.cursor <= this.limit_backward) {
                            return false;
                        }

                        this.cursor--;
                    }
                } while (false);

                this.cursor = this.limit - v_1;
                return true;
            }
        }, {
            key: 'r_mark_suffix_with_optional_n_consonant$esjava$0',
            value: function r_mark_suffix_with_optional_n_consonant$esjava$0() {
                var v_1 = undefined;
                var v_2 = undefined;
                var v_3 = undefined;
                var v_4 = undefined;
                var v_5 = undefined;

                lab0: do {
                    v_1 = this.limit - this.cursor;

                    lab1: do {
                        if (!this.eq_s_b$esjava$1("n")) {
                            break lab1;
                        }

                        v_2 = this.limit - this.cursor;

                        if (!this.in_grouping_b$esjava$3(turkishStemmer.g_vowel, 97, 305)) {
                            break lab1;
                        }

                        this.cursor = this.limit - v_2;
                        break lab0;
                    } while (false);

                    this.cursor = this.limit - v_1;
                    {
                        v_3 = this.limit - this.cursor;

                        lab2: do {
                            v_4 = this.limit - this.cursor;

                            if (!this.eq_s_b$esjava$1("n")) {
                                break lab2;
                            }

                            this.cursor = this.limit - v_4;
                            return false;
                        } while (false);

                        this.cursor = this.limit - v_3;
                    }
                    v_5 = this.limit - this.cursor;

                    if (this.cursor <= this.limit_backward) {
                        return false;
                    }

                    this.cursor--;

                    if (!this.in_grouping_b$esjava$3(turkishStemmer.g_vowel, 97, 305)) {
                        return false;
                    }

                    this.cursor = this.limit - v_5;
                } while (false);

                return true;
            }
        }, {
            key: 'r_mark_suffix_with_optional_s_consonant$esjava$0',
            value: function r_mark_suffix_with_optional_s_consonant$esjava$0() {
                var v_1 = undefined;
                var v_2 = undefined;
                var v_3 = undefined;
                var v_4 = undefined;
                var v_5 = undefined;

                lab0: do {
                    v_1 = this.limit - this.cursor;

                    lab1: do {
                        if (!this.eq_s_b$esjava$1("s")) {
                            break lab1;
                        }

                        v_2 = this.limit - this.cursor;

                        if (!this.in_grouping_b$esjava$3(turkishStemmer.g_vowel, 97, 305)) {
                            break lab1;
                        }

                        this.cursor = this.limit - v_2;
                        break lab0;
                    } while (false);

                    this.cursor = this.limit - v_1;
                    {
                        v_3 = this.limit - this.cursor;

                        lab2: do {
                            v_4 = this.limit - this.cursor;

                            if (!this.eq_s_b$esjava$1("s")) {
                                break lab2;
                            }

                            this.cursor = this.limit - v_4;
                            return false;
                        } while (false);

                        this.cursor = this.limit - v_3;
                    }
                    v_5 = this.limit - this.cursor;

                    if (this.cursor <= this.limit_backward) {
                        return false;
                    }

                    this.cursor--;

                    if (!this.in_grouping_b$esjava$3(turkishStemmer.g_vowel, 97, 305)) {
                        return false;
                    }

                    this.cursor = this.limit - v_5;
                } while (false);

                return true;
            }
        }, {
            key: 'r_mark_suffix_with_optional_y_consonant$esjava$0',
            value: function r_mark_suffix_with_optional_y_consonant$esjava$0() {
                var v_1 = undefined;
                var v_2 = undefined;
                var v_3 = undefined;
                var v_4 = undefined;
                var v_5 = undefined;

                lab0: do {
                    v_1 = this.limit - this.cursor;

                    lab1: do {
                        if (!this.eq_s_b$esjava$1("y")) {
                            break lab1;
                        }

                        v_2 = this.limit - this.cursor;

                        if (!this.in_grouping_b$esjava$3(turkishStemmer.g_vowel, 97, 305)) {
                            break lab1;
                        }

                        this.cursor = this.limit - v_2;
                        break lab0;
                    } while (false);

                    this.cursor = this.limit - v_1;
                    {
                        v_3 = this.limit - this.cursor;

                        lab2: do {
                            v_4 = this.limit - this.cursor;

                            if (!this.eq_s_b$esjava$1("y")) {
                                break lab2;
                            }

                            this.cursor = this.limit - v_4;
                            return false;
                        } while (false);

                        this.cursor = this.limit - v_3;
                    }
                    v_5 = this.limit - this.cursor;

                    if (this.cursor <= this.limit_backward) {
                        return false;
                    }

                    this.cursor--;

                    if (!this.in_grouping_b$esjava$3(turkishStemmer.g_vowel, 97, 305)) {
                        return false;
                    }

                    this.cursor = this.limit - v_5;
                } while (false);

                return true;
            }
        }, {
            key: 'r_mark_suffix_with_optional_U_vowel$esjava$0',
            value: function r_mark_suffix_with_optional_U_vowel$esjava$0() {
                var v_1 = undefined;
                var v_2 = undefined;
                var v_3 = undefined;
                var v_4 = undefined;
                var v_5 = undefined;

                lab0: do {
                    v_1 = this.limit - this.cursor;

                    lab1: do {
                        if (!this.in_grouping_b$esjava$3(turkishStemmer.g_U, 105, 305)) {
                            break lab1;
                        }

                        v_2 = this.limit - this.cursor;

                        if (!this.out_grouping_b$esjava$3(turkishStemmer.g_vowel, 97, 305)) {
                            break lab1;
                        }

                        this.cursor = this.limit - v_2;
                        break lab0;
                    } while (false);

                    this.cursor = this.limit - v_1;
                    {
                        v_3 = this.limit - this.cursor;

                        lab2: do {
                            v_4 = this.limit - this.cursor;

                            if (!this.in_grouping_b$esjava$3(turkishStemmer.g_U, 105, 305)) {
                                break lab2;
                            }

                            this.cursor = this.limit - v_4;
                            return false;
                        } while (false);

                        this.cursor = this.limit - v_3;
                    }
                    v_5 = this.limit - this.cursor;

                    if (this.cursor <= this.limit_backward) {
                        return false;
                    }

                    this.cursor--;

                    if (!this.out_grouping_b$esjava$3(turkishStemmer.g_vowel, 97, 305)) {
                        return false;
                    }

                    this.cursor = this.limit - v_5;
                } while (false);

                return true;
            }
        }, {
            key: 'r_mark_possessives$esjava$0',
            value: function r_mark_possessives$esjava$0() {
                if (this.find_among_b$esjava$1(turkishStemmer.a_0) === 0) {
                    return false;
                }

                if (!this.r_mark_suffix_with_optional_U_vowel$esjava$0()) {
                    return false;
                }

                return true;
            }
        }, {
            key: 'r_mark_sU$esjava$0',
            value: function r_mark_sU$esjava$0() {
                if (!this.r_check_vowel_harmony$esjava$0()) {
                    return false;
                }

                if (!this.in_grouping_b$esjava$3(turkishStemmer.g_U, 105, 305)) {
                    return false;
                }

                if (!this.r_mark_suffix_with_optional_s_consonant$esjava$0()) {
                    return false;
                }

                return true;
            }
        }, {
            key: 'r_mark_lArI$esjava$0',
            value: function r_mark_lArI$esjava$0() {
                if (this.find_among_b$esjava$1(turkishStemmer.a_1) === 0) {
                    return false;
                }

                return true;
            }
        }, {
            key: 'r_mark_yU$esjava$0',
            value: function r_mark_yU$esjava$0() {
                if (!this.r_check_vowel_harmony$esjava$0()) {
                    return false;
                }

                if (!this.in_grouping_b$esjava$3(turkishStemmer.g_U, 105, 305)) {
                    return false;
                }

                if (!this.r_mark_suffix_with_optional_y_consonant$esjava$0()) {
                    return false;
                }

                return true;
            }
        }, {
            key: 'r_mark_nU$esjava$0',
            value: function r_mark_nU$esjava$0() {
                if (!this.r_check_vowel_harmony$esjava$0()) {
                    return false;
                }

                if (this.find_among_b$esjava$1(turkishStemmer.a_2) === 0) {
                    return false;
                }

                return true;
            }
        }, {
            key: 'r_mark_nUn$esjava$0',
            value: function r_mark_nUn$esjava$0() {
                if (!this.r_check_vowel_harmony$esjava$0()) {
                    return false;
                }

                if (this.find_among_b$esjava$1(turkishStemmer.a_3) === 0) {
                    return false;
                }

                if (!this.r_mark_suffix_with_optional_n_consonant$esjava$0()) {
                    return false;
                }

                return true;
            }
        }, {
            key: 'r_mark_yA$esjava$0',
            value: function r_mark_yA$esjava$0() {
                if (!this.r_check_vowel_harmony$esjava$0()) {
                    return false;
                }

                if (this.find_among_b$esjava$1(turkishStemmer.a_4) === 0) {
                    return false;
                }

                if (!this.r_mark_suffix_with_optional_y_consonant$esjava$0()) {
                    return false;
                }

                return true;
            }
        }, {
            key: 'r_mark_nA$esjava$0',
            value: function r_mark_nA$esjava$0() {
                if (!this.r_check_vowel_harmony$esjava$0()) {
                    return false;
                }

                if (this.find_among_b$esjava$1(turkishStemmer.a_5) === 0) {
                    return false;
                }

                return true;
            }
        }, {
            key: 'r_mark_DA$esjava$0',
            value: function r_mark_DA$esjava$0() {
                if (!this.r_check_vowel_harmony$esjava$0()) {
                    return false;
                }

                if (this.find_among_b$esjava$1(turkishStemmer.a_6) === 0) {
                    return false;
                }

                return true;
            }
        }, {
            key: 'r_mark_ndA$esjava$0',
            value: function r_mark_ndA$esjava$0() {
                if (!this.r_check_vowel_harmony$esjava$0()) {
                    return false;
                }

                if (this.find_among_b$esjava$1(turkishStemmer.a_7) === 0) {
                    return false;
                }

                return true;
            }
        }, {
            key: 'r_mark_DAn$esjava$0',
            value: function r_mark_DAn$esjava$0() {
                if (!this.r_check_vowel_harmony$esjava$0()) {
                    return false;
                }

                if (this.find_among_b$esjava$1(turkishStemmer.a_8) === 0) {
                    return false;
                }

                return true;
            }
        }, {
            key: 'r_mark_ndAn$esjava$0',
            value: function r_mark_ndAn$esjava$0() {
                if (!this.r_check_vowel_harmony$esjava$0()) {
                    return false;
                }

                if (this.find_among_b$esjava$1(turkishStemmer.a_9) === 0) {
                    return false;
                }

                return true;
            }
        }, {
            key: 'r_mark_ylA$esjava$0',
            value: function r_mark_ylA$esjava$0() {
                if (!this.r_check_vowel_harmony$esjava$0()) {
                    return false;
                }

                if (this.find_among_b$esjava$1(turkishStemmer.a_10) === 0) {
                    return false;
                }

                if (!this.r_mark_suffix_with_optional_y_consonant$esjava$0()) {
                    return false;
                }

                return true;
            }
        }, {
            key: 'r_mark_ki$esjava$0',
            value: function r_mark_ki$esjava$0() {
                if (!this.eq_s_b$esjava$1("ki")) {
                    return false;
                }

                return true;
            }
        }, {
            key: 'r_mark_ncA$esjava$0',
            value: function r_mark_ncA$esjava$0() {
                if (!this.r_check_vowel_harmony$esjava$0()) {
                    return false;
                }

                if (this.find_among_b$esjava$1(turkishStemmer.a_11) === 0) {
                    return false;
                }

                if (!this.r_mark_suffix_with_optional_n_consonant$esjava$0()) {
                    return false;
                }

                return true;
            }
        }, {
            key: 'r_mark_yUm$esjava$0',
            value: function r_mark_yUm$esjava$0() {
                if (!this.r_check_vowel_harmony$esjava$0()) {
                    return false;
                }

                if (this.find_among_b$esjava$1(turkishStemmer.a_12) === 0) {
                    return false;
                }

                if (!this.r_mark_suffix_with_optional_y_consonant$esjava$0()) {
                    return false;
                }

                return true;
            }
        }, {
            key: 'r_mark_sUn$esjava$0',
            value: function r_mark_sUn$esjava$0() {
                if (!this.r_check_vowel_harmony$esjava$0()) {
                    return false;
                }

                if (this.find_among_b$esjava$1(turkishStemmer.a_13) === 0) {
                    return false;
                }

                return true;
            }
        }, {
            key: 'r_mark_yUz$esjava$0',
            value: function r_mark_yUz$esjava$0() {
                if (!this.r_check_vowel_harmony$esjava$0()) {
                    return false;
                }

                if (this.find_among_b$esjava$1(turkishStemmer.a_14) === 0) {
                    return false;
                }

                if (!this.r_mark_suffix_with_optional_y_consonant$esjava$0()) {
                    return false;
                }

                return true;
            }
        }, {
            key: 'r_mark_sUnUz$esjava$0',
            value: function r_mark_sUnUz$esjava$0() {
                if (this.find_among_b$esjava$1(turkishStemmer.a_15) === 0) {
                    return false;
                }

                return true;
            }
        }, {
            key: 'r_mark_lAr$esjava$0',
            value: function r_mark_lAr$esjava$0() {
                if (!this.r_check_vowel_harmony$esjava$0()) {
                    return false;
                }

                if (this.find_among_b$esjava$1(turkishStemmer.a_16) === 0) {
                    return false;
                }

                return true;
            }
        }, {
            key: 'r_mark_nUz$esjava$0',
            value: function r_mark_nUz$esjava$0() {
                if (!this.r_check_vowel_harmony$esjava$0()) {
                    return false;
                }

                if (this.find_among_b$esjava$1(turkishStemmer.a_17) === 0) {
                    return false;
                }

                return true;
            }
        }, {
            key: 'r_mark_DUr$esjava$0',
            value: function r_mark_DUr$esjava$0() {
                if (!this.r_check_vowel_harmony$esjava$0()) {
                    return false;
                }

                if (this.find_among_b$esjava$1(turkishStemmer.a_18) === 0) {
                    return false;
                }

                return true;
            }
        }, {
            key: 'r_mark_cAsInA$esjava$0',
            value: function r_mark_cAsInA$esjava$0() {
                if (this.find_among_b$esjava$1(turkishStemmer.a_19) === 0) {
                    return false;
                }

                return true;
            }
        }, {
            key: 'r_mark_yDU$esjava$0',
            value: function r_mark_yDU$esjava$0() {
                if (!this.r_check_vowel_harmony$esjava$0()) {
                    return false;
                }

                if (this.find_among_b$esjava$1(turkishStemmer.a_20) === 0) {
                    return false;
                }

                if (!this.r_mark_suffix_with_optional_y_consonant$esjava$0()) {
                    return false;
                }

                return true;
            }
        }, {
            key: 'r_mark_ysA$esjava$0',
            value: function r_mark_ysA$esjava$0() {
                if (this.find_among_b$esjava$1(turkishStemmer.a_21) === 0) {
                    return false;
                }

                if (!this.r_mark_suffix_with_optional_y_consonant$esjava$0()) {
                    return false;
                }

                return true;
            }
        }, {
            key: 'r_mark_ymUs_$esjava$0',
            value: function r_mark_ymUs_$esjava$0() {
                if (!this.r_check_vowel_harmony$esjava$0()) {
                    return false;
                }

                if (this.find_among_b$esjava$1(turkishStemmer.a_22) === 0) {
                    return false;
                }

                if (!this.r_mark_suffix_with_optional_y_consonant$esjava$0()) {
                    return false;
                }

                return true;
            }
        }, {
            key: 'r_mark_yken$esjava$0',
            value: function r_mark_yken$esjava$0() {
                if (!this.eq_s_b$esjava$1("ken")) {
                    return false;
                }

                if (!this.r_mark_suffix_with_optional_y_consonant$esjava$0()) {
                    return false;
                }

                return true;
            }
        }, {
            key: 'r_stem_nominal_verb_suffixes$esjava$0',
            value: function r_stem_nominal_verb_suffixes$esjava$0() {
                var v_1 = undefined;
                var v_2 = undefined;
                var v_3 = undefined;
                var v_4 = undefined;
                var v_5 = undefined;
                var v_6 = undefined;
                var v_7 = undefined;
                var v_8 = undefined;
                var v_9 = undefined;
                var v_10 = undefined;
                this.ket = this.cursor;
                this.B_continue_stemming_noun_suffixes = true;

                lab0: do {
                    v_1 = this.limit - this.cursor;

                    lab1: do {
                        lab2: do {
                            v_2 = this.limit - this.cursor;

                            lab3: do {
                                if (!this.r_mark_ymUs_$esjava$0()) {
                                    break lab3;
                                }

                                break lab2;
                            } while (false);

                            this.cursor = this.limit - v_2;

                            lab4: do {
                                if (!this.r_mark_yDU$esjava$0()) {
                                    break lab4;
                                }

                                break lab2;
                            } while (false);

                            this.cursor = this.limit - v_2;

                            lab5: do {
                                if (!this.r_mark_ysA$esjava$0()) {
                                    break lab5;
                                }

                                break lab2;
                            } while (false);

                            this.cursor = this.limit - v_2;

                            if (!this.r_mark_yken$esjava$0()) {
                                break lab1;
                            }
                        } while (false);

                        break lab0;
                    } while (false);

                    this.cursor = this.limit - v_1;

                    lab6: do {
                        if (!this.r_mark_cAsInA$esjava$0()) {
                            break lab6;
                        }

                        lab7: do {
                            v_3 = this.limit - this.cursor;

                            lab8: do {
                                if (!this.r_mark_sUnUz$esjava$0()) {
                                    break lab8;
                                }

                                break lab7;
                            } while (false);

                            this.cursor = this.limit - v_3;

                            lab9: do {
                                if (!this.r_mark_lAr$esjava$0()) {
                                    break lab9;
                                }

                                break lab7;
                            } while (false);

                            this.cursor = this.limit - v_3;

                            lab10: do {
                                if (!this.r_mark_yUm$esjava$0()) {
                                    break lab10;
                                }

                                break lab7;
                            } while (false);

                            this.cursor = this.limit - v_3;

                            lab11: do {
                                if (!this.r_mark_sUn$esjava$0()) {
                                    break lab11;
                                }

                                break lab7;
                            } while (false);

                            this.cursor = this.limit - v_3;

                            lab12: do {
                                if (!this.r_mark_yUz$esjava$0()) {
                                    break lab12;
                                }

                                break lab7;
                            } while (false);

                            this.cursor = this.limit - v_3;
                        } while (false);

                        if (!this.r_mark_ymUs_$esjava$0()) {
                            break lab6;
                        }

                        break lab0;
                    } while (false);

                    this.cursor = this.limit - v_1;

                    lab13: do {
                        if (!this.r_mark_lAr$esjava$0()) {
                            break lab13;
                        }

                        this.bra = this.cursor;
                        this.slice_del$esjava$0();
                        v_4 = this.limit - this.cursor;

                        lab14: do {
                            this.ket = this.cursor;

                            lab15: do {
                                v_5 = this.limit - this.cursor;

                                lab16: do {
                                    if (!this.r_mark_DUr$esjava$0()) {
                                        break lab16;
                                    }

                                    break lab15;
                                } while (false);

                                this.cursor = this.limit - v_5;

                                lab17: do {
                                    if (!this.r_mark_yDU$esjava$0()) {
                                        break lab17;
                                    }

                                    break lab15;
                                } while (false);

                                this.cursor = this.limit - v_5;

                                lab18: do {
                                    if (!this.r_mark_ysA$esjava$0()) {
                                        break lab18;
                                    }

                                    break lab15;
                                } while (false);

                                this.cursor = this.limit - v_5;

                                if (!this.r_mark_ymUs_$esjava$0()) {
                                    this.cursor = this.limit - v_4;
                                    break lab14;
                                }
                            } while (false);
                        } while (false);

                        this.B_continue_stemming_noun_suffixes = false;
                        break lab0;
                    } while (false);

                    this.cursor = this.limit - v_1;

                    lab19: do {
                        if (!this.r_mark_nUz$esjava$0()) {
                            break lab19;
                        }

                        lab20: do {
                            v_6 = this.limit - this.cursor;

                            lab21: do {
                                if (!this.r_mark_yDU$esjava$0()) {
                                    break lab21;
                                }

                                break lab20;
                            } while (false);

                            this.cursor = this.limit - v_6;

                            if (!this.r_mark_ysA$esjava$0()) {
                                break lab19;
                            }
                        } while (false);

                        break lab0;
                    } while (false);

                    this.cursor = this.limit - v_1;

                    lab22: do {
                        lab23: do {
                            v_7 = this.limit - this.cursor;

                            lab24: do {
                                if (!this.r_mark_sUnUz$esjava$0()) {
                                    break lab24;
                                }

                                break lab23;
                            } while (false);

                            this.cursor = this.limit - v_7;

                            lab25: do {
                                if (!this.r_mark_yUz$esjava$0()) {
                                    break lab25;
                                }

                                break lab23;
                            } while (false);

                            this.cursor = this.limit - v_7;

                            lab26: do {
                                if (!this.r_mark_sUn$esjava$0()) {
                                    break lab26;
                                }

                                break lab23;
                            } while (false);

                            this.cursor = this.limit - v_7;

                            if (!this.r_mark_yUm$esjava$0()) {
                                break lab22;
                            }
                        } while (false);

                        this.bra = this.cursor;
                        this.slice_del$esjava$0();
                        v_8 = this.limit - this.cursor;

                        lab27: do {
                            this.ket = this.cursor;

                            if (!this.r_mark_ymUs_$esjava$0()) {
                                this.cursor = this.limit - v_8;
                                break lab27;
                            }
                        } while (false);

                        break lab0;
                    } while (false);

                    this.cursor = this.limit - v_1;

                    if (!this.r_mark_DUr$esjava$0()) {
                        return false;
                    }

                    this.bra = this.cursor;
                    this.slice_del$esjava$0();
                    v_9 = this.limit - this.cursor;

                    lab28: do {
                        this.ket = this.cursor;

                        lab29: do {
                            v_10 = this.limit - this.cursor;

                            lab30: do {
                                if (!this.r_mark_sUnUz$esjava$0()) {
                                    break lab30;
                                }

                                break lab29;
                            } while (false);

                            this.cursor = this.limit - v_10;

                            lab31: do {
                                if (!this.r_mark_lAr$esjava$0()) {
                                    break lab31;
                                }

                                break lab29;
                            } while (false);

                            this.cursor = this.limit - v_10;

                            lab32: do {
                                if (!this.r_mark_yUm$esjava$0()) {
                                    break lab32;
                                }

                                break lab29;
                            } while (false);

                            this.cursor = this.limit - v_10;

                            lab33: do {
                                if (!this.r_mark_sUn$esjava$0()) {
                                    break lab33;
                                }

                                break lab29;
                            } while (false);

                            this.cursor = this.limit - v_10;

                            lab34: do {
                                if (!this.r_mark_yUz$esjava$0()) {
                                    break lab34;
                                }

                                break lab29;
                            } while (false);

                            this.cursor = this.limit - v_10;
                        } while (false);

                        if (!this.r_mark_ymUs_$esjava$0()) {
                            this.cursor = this.limit - v_9;
                            break lab28;
                        }
                    } while (false);
                } while (false);

                this.bra = this.cursor;
                this.slice_del$esjava$0();
                return true;
            }
        }, {
            key: 'r_stem_suffix_chain_before_ki$esjava$0',
            value: function r_stem_suffix_chain_before_ki$esjava$0() {
                var v_1 = undefined;
                var v_2 = undefined;
                var v_3 = undefined;
                var v_4 = undefined;
                var v_5 = undefined;
                var v_6 = undefined;
                var v_7 = undefined;
                var v_8 = undefined;
                var v_9 = undefined;
                var v_10 = undefined;
                var v_11 = undefined;
                this.ket = this.cursor;

                if (!this.r_mark_ki$esjava$0()) {
                    return false;
                }

                lab0: do {
                    v_1 = this.limit - this.cursor;

                    lab1: do {
                        if (!this.r_mark_DA$esjava$0()) {
                            break lab1;
                        }

                        this.bra = this.cursor;
                        this.slice_del$esjava$0();
                        v_2 = this.limit - this.cursor;

                        lab2: do {
                            this.ket = this.cursor;

                            lab3: do {
                                v_3 = this.limit - this.cursor;

                                lab4: do {
                                    if (!this.r_mark_lAr$esjava$0()) {
                                        break lab4;
                                    }

                                    this.bra = this.cursor;
                                    this.slice_del$esjava$0();
                                    v_4 = this.limit - this.cursor;

                                    lab5: do {
                                        if (!this.r_stem_suffix_chain_before_ki$esjava$0()) {
                                            this.cursor = this.limit - v_4;
                                            break lab5;
                                        }
                                    } while (false);

                                    break lab3;
                                } while (false);

                                this.cursor = this.limit - v_3;

                                if (!this.r_mark_possessives$esjava$0()) {
                                    this.cursor = this.limit - v_2;
                                    break lab2;
                                }

                                this.bra = this.cursor;
                                this.slice_del$esjava$0();
                                v_5 = this.limit - this.cursor;

                                lab6: do {
                                    this.ket = this.cursor;

                                    if (!this.r_mark_lAr$esjava$0()) {
                                        this.cursor = this.limit - v_5;
                                        break lab6;
                                    }

                                    this.bra = this.cursor;
                                    this.slice_del$esjava$0();

                                    if (!this.r_stem_suffix_chain_before_ki$esjava$0()) {
                                        this.cursor = this.limit - v_5;
                                        break lab6;
                                    }
                                } while (false);
                            } while (false);
                        } while (false);

                        break lab0;
                    } while (false);

                    this.cursor = this.limit - v_1;

                    lab7: do {
                        if (!this.r_mark_nUn$esjava$0()) {
                            break lab7;
                        }

                        this.bra = this.cursor;
                        this.slice_del$esjava$0();
                        v_6 = this.limit - this.cursor;

                        lab8: do {
                            this.ket = this.cursor;

                            lab9: do {
                                v_7 = this.limit - this.cursor;

                                lab10: do {
                                    if (!this.r_mark_lArI$esjava$0()) {
                                        break lab10;
                                    }

                                    this.bra = this.cursor;
                                    this.slice_del$esjava$0();
                                    break lab9;
                                } while (false);

                                this.cursor = this.limit - v_7;

                                lab11: do {
                                    this.ket = this.cursor;

                                    lab12: do {
                                        v_8 = this.limit - this.cursor;

                                        lab13: do {
                                            if (!this.r_mark_possessives$esjava$0()) {
                                                break lab13;
                                            }

                                            break lab12;
                                        } while (false);

                                        this.cursor = this.limit - v_8;

                                        if (!this.r_mark_sU$esjava$0()) {
                                            break lab11;
                                        }
                                    } while (false);

                                    this.bra = this.cursor;
                                    this.slice_del$esjava$0();
                                    v_9 = this.limit - this.cursor;

                                    lab14: do {
                                        this.ket = this.cursor;

                                        if (!this.r_mark_lAr$esjava$0()) {
                                            this.cursor = this.limit - v_9;
                                            break lab14;
                                        }

                                        this.bra = this.cursor;
                                        this.slice_del$esjava$0();

                                        if (!this.r_stem_suffix_chain_before_ki$esjava$0()) {
                                            this.cursor = this.limit - v_9;
                                            break lab14;
                                        }
                                    } while (false);

                                    break lab9;
                                } while (false);

                                this.cursor = this.limit - v_7;

                                if (!this.r_stem_suffix_chain_before_ki$esjava$0()) {
                                    this.cursor = this.limit - v_6;
                                    break lab8;
                                }
                            } while (false);
                        } while (false);

                        break lab0;
                    } while (false);

                    this.cursor = this.limit - v_1;

                    if (!this.r_mark_ndA$esjava$0()) {
                        return false;
                    }

                    lab15: do {
                        v_10 = this.limit - this.cursor;

                        lab16: do {
                            if (!this.r_mark_lArI$esjava$0()) {
                                break lab16;
                            }

                            this.bra = this.cursor;
                            this.slice_del$esjava$0();
                            break lab15;
                        } while (false);

                        this.cursor = this.limit - v_10;

                        lab17: do {
                            if (!this.r_mark_sU$esjava$0()) {
                                break lab17;
                            }

                            this.bra = this.cursor;
                            this.slice_del$esjava$0();
                            v_11 = this.limit - this.cursor;

                            lab18: do {
                                this.ket = this.cursor;

                                if (!this.r_mark_lAr$esjava$0()) {
                                    this.cursor = this.limit - v_11;
                                    break lab18;
                                }

                                this.bra = this.cursor;
                                this.slice_del$esjava$0();

                                if (!this.r_stem_suffix_chain_before_ki$esjava$0()) {
                                    this.cursor = this.limit - v_11;
                                    break lab18;
                                }
                            } while (false);

                            break lab15;
                        } while (false);

                        this.cursor = this.limit - v_10;

                        if (!this.r_stem_suffix_chain_before_ki$esjava$0()) {
                            return false;
                        }
                    } while (false);
                } while (false);

                return true;
            }
        }, {
            key: 'r_stem_noun_suffixes$esjava$0',
            value: function r_stem_noun_suffixes$esjava$0() {
                var v_1 = undefined;
                var v_2 = undefined;
                var v_3 = undefined;
                var v_4 = undefined;
                var v_5 = undefined;
                var v_6 = undefined;
                var v_7 = undefined;
                var v_8 = undefined;
                var v_9 = undefined;
                var v_10 = undefined;
                var v_11 = undefined;
                var v_12 = undefined;
                var v_13 = undefined;
                var v_14 = undefined;
                var v_15 = undefined;
                var v_16 = undefined;
                var v_17 = undefined;
                var v_18 = undefined;
                var v_19 = undefined;
                var v_20 = undefined;
                var v_21 = undefined;
                var v_22 = undefined;
                var v_23 = undefined;
                var v_24 = undefined;
                var v_25 = undefined;
                var v_26 = undefined;
                var v_27 = undefined;

                lab0: do {
                    v_1 = this.limit - this.cursor;

                    lab1: do {
                        this.ket = this.cursor;

                        if (!this.r_mark_lAr$esjava$0()) {
                            break lab1;
                        }

                        this.bra = this.cursor;
                        this.slice_del$esjava$0();
                        v_2 = this.limit - this.cursor;

                        lab2: do {
                            if (!this.r_stem_suffix_chain_before_ki$esjava$0()) {
                                this.cursor = this.limit - v_2;
                                break lab2;
                            }
                        } while (false);

                        break lab0;
                    } while (false);

                    this.cursor = this.limit - v_1;

                    lab3: do {
                        this.ket = this.cursor;

                        if (!this.r_mark_ncA$esjava$0()) {
                            break lab3;
                        }

                        this.bra = this.cursor;
                        this.slice_del$esjava$0();
                        v_3 = this.limit - this.cursor;

                        lab4: do {
                            lab5: do {
                                v_4 = this.limit - this.cursor;

                                lab6: do {
                                    this.ket = this.cursor;

                                    if (!this.r_mark_lArI$esjava$0()) {
                                        break lab6;
                                    }

                                    this.bra = this.cursor;
                                    this.slice_del$esjava$0();
                                    break lab5;
                                } while (false);

                                this.cursor = this.limit - v_4;

                                lab7: do {
                                    this.ket = this.cursor;

                                    lab8: do {
                                        v_5 = this.limit - this.cursor;

                                        lab9: do {
                                            if (!this.r_mark_possessives$esjava$0()) {
                                                break lab9;
                                            }

                                            break lab8;
                                        } while (false);

                                        this.cursor = this.limit - v_5;

                                        if (!this.r_mark_sU$esjava$0()) {
                                            break lab7;
                                        }
                                    } while (false);

                                    this.bra = this.cursor;
                                    this.slice_del$esjava$0();
                                    v_6 = this.limit - this.cursor;

                                    lab10: do {
                                        this.ket = this.cursor;

                                        if (!this.r_mark_lAr$esjava$0()) {
                                            this.cursor = this.limit - v_6;
                                            break lab10;
                                        }

                                        this.bra = this.cursor;
                                        this.slice_del$esjava$0();

                                        if (!this.r_stem_suffix_chain_before_ki$esjava$0()) {
                                            this.cursor = this.limit - v_6;
                                            break lab10;
                                        }
                                    } while (false);

                                    break lab5;
                                } while (false);

                                this.cursor = this.limit - v_4;
                                this.ket = this.cursor;

                                if (!this.r_mark_lAr$esjava$0()) {
                                    this.cursor = this.limit - v_3;
                                    break lab4;
                                }

                                this.bra = this.cursor;
                                this.slice_del$esjava$0();

                                if (!this.r_stem_suffix_chain_before_ki$esjava$0()) {
                                    this.cursor = this.limit - v_3;
                                    break lab4;
                                }
                            } while (false);
                        } while (false);

                        break lab0;
                    } while (false);

                    this.cursor = this.limit - v_1;

                    lab11: do {
                        this.ket = this.cursor;

                        lab12: do {
                            v_7 = this.limit - this.cursor;

                            lab13: do {
                                if (!this.r_mark_ndA$esjava$0()) {
                                    break lab13;
                                }

                                break lab12;
                            } while (false);

                            this.cursor = this.limit - v_7;

                            if (!this.r_mark_nA$esjava$0()) {
                                break lab11;
                            }
                        } while (false);

                        lab14: do {
                            v_8 = this.limit - this.cursor;

                            lab15: do {
                                if (!this.r_mark_lArI$esjava$0()) {
                                    break lab15;
                                }

                                this.bra = this.cursor;
                                this.slice_del$esjava$0();
                                break lab14;
                            } while (false);

                            this.cursor = this.limit - v_8;

                            lab16: do {
                                if (!this.r_mark_sU$esjava$0()) {
                                    break lab16;
                                }

                                this.bra = this.cursor;
                                this.slice_del$esjava$0();
                                v_9 = this.limit - this.cursor;

                                lab17: do {
                                    this.ket = this.cursor;

                                    if (!this.r_mark_lAr$esjava$0()) {
                                        this.cursor = this.limit - v_9;
                                        break lab17;
                                    }

                                    this.bra = this.cursor;
                                    this.slice_del$esjava$0();

                                    if (!this.r_stem_suffix_chain_before_ki$esjava$0()) {
                                        this.cursor = this.limit - v_9;
                                        break lab17;
                                    }
                                } while (false);

                                break lab14;
                            } while (false);

                            this.cursor = this.limit - v_8;

                            if (!this.r_stem_suffix_chain_before_ki$esjava$0()) {
                                break lab11;
                            }
                        } while (false);

                        break lab0;
                    } while (false);

                    this.cursor = this.limit - v_1;

                    lab18: do {
                        this.ket = this.cursor;

                        lab19: do {
                            v_10 = this.limit - this.cursor;

                            lab20: do {
                                if (!this.r_mark_ndAn$esjava$0()) {
                                    break lab20;
                                }

                                break lab19;
                            } while (false);

                            this.cursor = this.limit - v_10;

                            if (!this.r_mark_nU$esjava$0()) {
                                break lab18;
                            }
                        } while (false);

                        lab21: do {
                            v_11 = this.limit - this.cursor;

                            lab22: do {
                                if (!this.r_mark_sU$esjava$0()) {
                                    break lab22;
                                }

                                this.bra = this.cursor;
                                this.slice_del$esjava$0();
                                v_12 = this.limit - this.cursor;

                                lab23: do {
                                    this.ket = this.cursor;

                                    if (!this.r_mark_lAr$esjava$0()) {
                                        this.cursor = this.limit - v_12;
                                        break lab23;
                                    }

                                    this.bra = this.cursor;
                                    this.slice_del$esjava$0();

                                    if (!this.r_stem_suffix_chain_before_ki$esjava$0()) {
                                        this.cursor = this.limit - v_12;
                                        break lab23;
                                    }
                                } while (false);

                                break lab21;
                            } while (false);

                            this.cursor = this.limit - v_11;

                            if (!this.r_mark_lArI$esjava$0()) {
                                break lab18;
                            }
                        } while (false);

                        break lab0;
                    } while (false);

                    this.cursor = this.limit - v_1;

                    lab24: do {
                        this.ket = this.cursor;

                        if (!this.r_mark_DAn$esjava$0()) {
                            break lab24;
                        }

                        this.bra = this.cursor;
                        this.slice_del$esjava$0();
                        v_13 = this.limit - this.cursor;

                        lab25: do {
                            this.ket = this.cursor;

                            lab26: do {
                                v_14 = this.limit - this.cursor;

                                lab27: do {
                                    if (!this.r_mark_possessives$esjava$0()) {
                                        break lab27;
                                    }

                                    this.bra = this.cursor;
                                    this.slice_del$esjava$0();
                                    v_15 = this.limit - this.cursor;

                                    lab28: do {
                                        this.ket = this.cursor;

                                        if (!this.r_mark_lAr$esjava$0()) {
                                            this.cursor = this.limit - v_15;
                                            break lab28;
                                        }

                                        this.bra = this.cursor;
                                        this.slice_del$esjava$0();

                                        if (!this.r_stem_suffix_chain_before_ki$esjava$0()) {
                                            this.cursor = this.limit - v_15;
                                            break lab28;
                                        }
                                    } while (false);

                                    break lab26;
                                } while (false);

                                this.cursor = this.limit - v_14;

                                lab29: do {
                                    if (!this.r_mark_lAr$esjava$0()) {
                                        break lab29;
                                    }

                                    this.bra = this.cursor;
                                    this.slice_del$esjava$0();
                                    v_16 = this.limit - this.cursor;

                                    lab30: do {
                                        if (!this.r_stem_suffix_chain_before_ki$esjava$0()) {
                                            this.cursor = this.limit - v_16;
                                            break lab30;
                                        }
                                    } while (false);

                                    break lab26;
                                } while (false);

                                this.cursor = this.limit - v_14;

                                if (!this.r_stem_suffix_chain_before_ki$esjava$0()) {
                                    this.cursor = this.limit - v_13;
                                    break lab25;
                                }
                            } while (false);
                        } while (false);

                        break lab0;
                    } while (false);

                    this.cursor = this.limit - v_1;

                    lab31: do {
                        this.ket = this.cursor;

                        lab32: do {
                            v_17 = this.limit - this.cursor;

                            lab33: do {
                                if (!this.r_mark_nUn$esjava$0()) {
                                    break lab33;
                                }

                                break lab32;
                            } while (false);

                            this.cursor = this.limit - v_17;

                            if (!this.r_mark_ylA$esjava$0()) {
                                break lab31;
                            }
                        } while (false);

                        this.bra = this.cursor;
                        this.slice_del$esjava$0();
                        v_18 = this.limit - this.cursor;

                        lab34: do {
                            lab35: do {
                                v_19 = this.limit - this.cursor;

                                lab36: do {
                                    this.ket = this.cursor;

                                    if (!this.r_mark_lAr$esjava$0()) {
                                        break lab36;
                                    }

                                    this.bra = this.cursor;
                                    this.slice_del$esjava$0();

                                    if (!this.r_stem_suffix_chain_before_ki$esjava$0()) {
                                        break lab36;
                                    }

                                    break lab35;
                                } while (false);

                                this.cursor = this.limit - v_19;

                                lab37: do {
                                    this.ket = this.cursor;

                                    lab38: do {
                                        v_20 = this.limit - this.cursor;

                                        lab39: do {
                                            if (!this.r_mark_possessives$esjava$0()) {
                                                break lab39;
                                            }

                                            break lab38;
                                        } while (false);

                                        this.cursor = this.limit - v_20;

                                        if (!this.r_mark_sU$esjava$0()) {
                                            break lab37;
                                        }
                                    } while (false);

                                    this.bra = this.cursor;
                                    this.slice_del$esjava$0();
                                    v_21 = this.limit - this.cursor;

                                    lab40: do {
                                        this.ket = this.cursor;

                                        if (!this.r_mark_lAr$esjava$0()) {
                                            this.cursor = this.limit - v_21;
                                            break lab40;
                                        }

                                        this.bra = this.cursor;
                                        this.slice_del$esjava$0();

                                        if (!this.r_stem_suffix_chain_before_ki$esjava$0()) {
                                            this.cursor = this.limit - v_21;
                                            break lab40;
                                        }
                                    } while (false);

                                    break lab35;
                                } while (false);

                                this.cursor = this.limit - v_19;

                                if (!this.r_stem_suffix_chain_before_ki$esjava$0()) {
                                    this.cursor = this.limit - v_18;
                                    break lab34;
                                }
                            } while (false);
                        } while (false);

                        break lab0;
                    } while (false);

                    this.cursor = this.limit - v_1;

                    lab41: do {
                        this.ket = this.cursor;

                        if (!this.r_mark_lArI$esjava$0()) {
                            break lab41;
                        }

                        this.bra = this.cursor;
                        this.slice_del$esjava$0();
                        break lab0;
                    } while (false);

                    this.cursor = this.limit - v_1;

                    lab42: do {
                        if (!this.r_stem_suffix_chain_before_ki$esjava$0()) {
                            break lab42;
                        }

                        break lab0;
                    } while (false);

                    this.cursor = this.limit - v_1;

                    lab43: do {
                        this.ket = this.cursor;

                        lab44: do {
                            v_22 = this.limit - this.cursor;

                            lab45: do {
                                if (!this.r_mark_DA$esjava$0()) {
                                    break lab45;
                                }

                                break lab44;
                            } while (false);

                            this.cursor = this.limit - v_22;

                            lab46: do {
                                if (!this.r_mark_yU$esjava$0()) {
                                    break lab46;
                                }

                                break lab44;
                            } while (false);

                            this.cursor = this.limit - v_22;

                            if (!this.r_mark_yA$esjava$0()) {
                                break lab43;
                            }
                        } while (false);

                        this.bra = this.cursor;
                        this.slice_del$esjava$0();
                        v_23 = this.limit - this.cursor;

                        lab47: do {
                            this.ket = this.cursor;

                            lab48: do {
                                v_24 = this.limit - this.cursor;

                                lab49: do {
                                    if (!this.r_mark_possessives$esjava$0()) {
                                        break lab49;
                                    }

                                    this.bra = this.cursor;
                                    this.slice_del$esjava$0();
                                    v_25 = this.limit - this.cursor;

                                    lab50: do {
                                        this.ket = this.cursor;

                                        if (!this.r_mark_lAr$esjava$0()) {
                                            this.cursor = this.limit - v_25;
                                            break lab50;
                                        }
                                    } while (false);

                                    break lab48;
                                } while (false);

                                this.cursor = this.limit - v_24;

                                if (!this.r_mark_lAr$esjava$0()) {
                                    this.cursor = this.limit - v_23;
                                    break lab47;
                                }
                            } while (false);

                            this.bra = this.cursor;
                            this.slice_del$esjava$0();
                            this.ket = this.cursor;

                            if (!this.r_stem_suffix_chain_before_ki$esjava$0()) {
                                this.cursor = this.limit - v_23;
                                break lab47;
                            }
                        } while (false);

                        break lab0;
                    } while (false);

                    this.cursor = this.limit - v_1;
                    this.ket = this.cursor;

                    lab51: do {
                        v_26 = this.limit - this.cursor;

                        lab52: do {
                            if (!this.r_mark_possessives$esjava$0()) {
                                break lab52;
                            }

                            break lab51;
                        } while (false);

                        this.cursor = this.limit - v_26;

                        if (!this.r_mark_sU$esjava$0()) {
                            return false;
                        }
                    } while (false);

                    this.bra = this.cursor;
                    this.slice_del$esjava$0();
                    v_27 = this.limit - this.cursor;

                    lab53: do {
                        this.ket = this.cursor;

                        if (!this.r_mark_lAr$esjava$0()) {
                            this.cursor = this.limit - v_27;
                            break lab53;
                        }

                        this.bra = this.cursor;
                        this.slice_del$esjava$0();

                        if (!this.r_stem_suffix_chain_before_ki$esjava$0()) {
                            this.cursor = this.limit - v_27;
                            break lab53;
                        }
                    } while (false);
                } while (false);

                return true;
            }
        }, {
            key: 'r_post_process_last_consonants$esjava$0',
            value: function r_post_process_last_consonants$esjava$0() {
                var among_var = undefined;
                this.ket = this.cursor;
                among_var = this.find_among_b$esjava$1(turkishStemmer.a_23);

                if (among_var === 0) {
                    return false;
                }

                this.bra = this.cursor;

                switch (among_var) {
                    case 0:
                        return false;

                    case 1:
                        this.slice_from$esjava$1("p");
                        break;

                    case 2:
                        this.slice_from$esjava$1('\u00E7');
                        break;

                    case 3:
                        this.slice_from$esjava$1("t");
                        break;

                    case 4:
                        this.slice_from$esjava$1("k");
                        break;
                }

                return true;
            }
        }, {
            key: 'r_append_U_to_stems_ending_with_d_or_g$esjava$0',
            value: function r_append_U_to_stems_ending_with_d_or_g$esjava$0() {
                var v_1 = undefined;
                var v_2 = undefined;
                var v_3 = undefined;
                var v_4 = undefined;
                var v_5 = undefined;
                var v_6 = undefined;
                var v_7 = undefined;
                var v_8 = undefined;
                var v_9 = undefined;
                var v_10 = undefined;
                var v_11 = undefined;
                var v_12 = undefined;
                var v_13 = undefined;
                var v_14 = undefined;
                var v_15 = undefined;
                v_1 = this.limit - this.cursor;

                lab0: do {
                    v_2 = this.limit - this.cursor;

                    lab1: do {
                        if (!this.eq_s_b$esjava$1("d")) {
                            break lab1;
                        }

                        break lab0;
                    } while (false);

                    this.cursor = this.limit - v_2;

                    if (!this.eq_s_b$esjava$1("g")) {
                        return false;
                    }
                } while (false);

                this.cursor = this.limit - v_1;

                lab2: do {
                    v_3 = this.limit - this.cursor;

                    lab3: do {
                        v_4 = this.limit - this.cursor;

                        golab4: while (true) {
                            v_5 = this.limit - this.cursor;

                            lab5: do {
                                if (!this.in_grouping_b$esjava$3(turkishStemmer.g_vowel, 97, 305)) {
                                    break lab5;
                                }

                                this.cursor = this.limit - v_5;
                                break golab4;
                            } while (false);

                            this.cursor = this.limit - v_5;

                            if (this.cursor <= this.limit_backward) {
                                break lab3;
                            }

                            this.cursor--;
                        }

                        lab6: do {
                            v_6 = this.limit - this.cursor;

                            lab7: do {
                                if (!this.eq_s_b$esjava$1("a")) {
                                    break lab7;
                                }

                                break lab6;
                            } while (false);

                            this.cursor = this.limit - v_6;

                            if (!this.eq_s_b$esjava$1('\u0131')) {
                                break lab3;
                            }
                        } while (false);

                        this.cursor = this.limit - v_4;
                        {
                            var c = this.cursor;
                            this.insert$esjava$3(this.cursor, this.cursor, '\u0131');
                            this.cursor = c;
                        }
                        break lab2;
                    } while (false);

                    this.cursor = this.limit - v_3;

                    lab8: do {
                        v_7 = this.limit - this.cursor;

                        golab9: while (true) {
                            v_8 = this.limit - this.cursor;

                            lab10: do {
                                if (!this.in_grouping_b$esjava$3(turkishStemmer.g_vowel, 97, 305)) {
                                    break lab10;
                                }

                                this.cursor = this.limit - v_8;
                                break golab9;
                            } while (false);

                            this.cursor = this.limit - v_8;

                            if (this.cursor <= this.limit_backward) {
                                break lab8;
                            }

                            this.cursor--;
                        }

                        lab11: do {
                            v_9 = this.limit - this.cursor;

                            lab12: do {
                                if (!this.eq_s_b$esjava$1("e")) {
                                    break lab12;
                                }

                                break lab11;
                            } while (false);

                            this.cursor = this.limit - v_9;

                            if (!this.eq_s_b$esjava$1("i")) {
                                break lab8;
                            }
                        } while (false);

                        this.cursor = this.limit - v_7;
                        {
                            var c = this.cursor;
                            this.insert$esjava$3(this.cursor, this.cursor, "i");
                            this.cursor = c;
                        }
                        break lab2;
                    } while (false);

                    this.cursor = this.limit - v_3;

                    lab13: do {
                        v_10 = this.limit - this.cursor;

                        golab14: while (true) {
                            v_11 = this.limit - this.cursor;

                            lab15: do {
                                if (!this.in_grouping_b$esjava$3(turkishStemmer.g_vowel, 97, 305)) {
                                    break lab15;
                                }

                                this.cursor = this.limit - v_11;
                                break golab14;
                            } while (false);

                            this.cursor = this.limit - v_11;

                            if (this.cursor <= this.limit_backward) {
                                break lab13;
                            }

                            this.cursor--;
                        }

                        lab16: do {
                            v_12 = this.limit - this.cursor;

                            lab17: do {
                                if (!this.eq_s_b$esjava$1("o")) {
                                    break lab17;
                                }

                                break lab16;
                            } while (false);

                            this.cursor = this.limit - v_12;

                            if (!this.eq_s_b$esjava$1("u")) {
                                break lab13;
                            }
                        } while (false);

                        this.cursor = this.limit - v_10;
                        {
                            var c = this.cursor;
                            this.insert$esjava$3(this.cursor, this.cursor, "u");
                            this.cursor = c;
                        }
                        break lab2;
                    } while (false);

                    this.cursor = this.limit - v_3;
                    v_13 = this.limit - this.cursor;

                    golab18: while (true) {
                        v_14 = this.limit - this.cursor;

                        lab19: do {
                            if (!this.in_grouping_b$esjava$3(turkishStemmer.g_vowel, 97, 305)) {
                                break lab19;
                            }

                            this.cursor = this.limit - v_14;
                            break golab18;
                        } while (false);

                        this.cursor = this.limit - v_14;

                        if (this.cursor <= this.limit_backward) {
                            return false;
                        }

                        this.cursor--;
                    }

                    lab20: do {
                        v_15 = this.limit - this.cursor;

                        lab21: do {
                            if (!this.eq_s_b$esjava$1('\u00F6')) {
                                break lab21;
                            }

                            break lab20;
                        } while (false);

                        this.cursor = this.limit - v_15;

                        if (!this.eq_s_b$esjava$1('\u00FC')) {
                            return false;
                        }
                    } while (false);

                    this.cursor = this.limit - v_13;
                    {
                        var c = this.cursor;
                        this.insert$esjava$3(this.cursor, this.cursor, '\u00FC');
                        this.cursor = c;
                    }
                } while (false);

                return true;
            }
        }, {
            key: 'r_more_than_one_syllable_word$esjava$0',
            value: function r_more_than_one_syllable_word$esjava$0() {
                var v_1 = undefined;
                var v_3 = undefined;
                v_1 = this.cursor;
                {
                    var v_2 = 2;

                    replab0: while (true) {
                        v_3 = this.cursor;

                        lab1: do {
                            golab2: while (true) {
                                lab3: do {
                                    if (!this.in_grouping$esjava$3(turkishStemmer.g_vowel, 97, 305)) {
                                        break lab3;
                                    }

                                    break golab2;
                                } while (false);

                                if (this.cursor >= this.limit) {
                                    break lab1;
                                }

                                this.cursor++;
                            }

                            v_2--;
                            continue replab0;
                        } while (false);

                        this.cursor = v_3;
                        break replab0;
                    }

                    if (v_2 > 0) {
                        return false;
                    }
                }
                this.cursor = v_1;
                return true;
            }
        }, {
            key: 'r_is_reserved_word$esjava$0',
            value: function r_is_reserved_word$esjava$0() {
                var v_1 = undefined;
                var v_2 = undefined;
                var v_4 = undefined;

                lab0: do {
                    v_1 = this.cursor;

                    lab1: do {
                        v_2 = this.cursor;

                        golab2: while (true) {
                            lab3: do {
                                if (!this.eq_s$esjava$1("ad")) {
                                    break lab3;
                                }

                                break golab2;
                            } while (false);

                            if (this.cursor >= this.limit) {
                                break lab1;
                            }

                            this.cursor++;
                        }

                        this.I_strlen = 2;

                        if (!(this.I_strlen === this.limit)) {
                            break lab1;
                        }

                        this.cursor = v_2;
                        break lab0;
                    } while (false);

                    this.cursor = v_1;
                    v_4 = this.cursor;

                    golab4: while (true) {
                        lab5: do {
                            if (!this.eq_s$esjava$1("soyad")) {
                                break lab5;
                            }

                            break golab4;
                        } while (false);

                        if (this.cursor >= this.limit) {
                            return false;
                        }

                        this.cursor++;
                    }

                    this.I_strlen = 5;

                    if (!(this.I_strlen === this.limit)) {
                        return false;
                    }

                    this.cursor = v_4;
                } while (false);

                return true;
            }
        }, {
            key: 'r_postlude$esjava$0',
            value: function r_postlude$esjava$0() {
                var v_1 = undefined;
                var v_2 = undefined;
                var v_3 = undefined;
                {
                    v_1 = this.cursor;

                    lab0: do {
                        if (!this.r_is_reserved_word$esjava$0()) {
                            break lab0;
                        }

                        return false;
                    } while (false);

                    this.cursor = v_1;
                }
                this.limit_backward = this.cursor;
                this.cursor = this.limit;
                v_2 = this.limit - this.cursor;

                lab1: do {
                    if (!this.r_append_U_to_stems_ending_with_d_or_g$esjava$0()) {
                        break lab1;
                    }
                } while (false);

                this.cursor = this.limit - v_2;
                v_3 = this.limit - this.cursor;

                lab2: do {
                    if (!this.r_post_process_last_consonants$esjava$0()) {
                        break lab2;
                    }
                } while (false);

                this.cursor = this.limit - v_3;
                this.cursor = this.limit_backward;
                return true;
            }
        }, {
            key: 'stem$esjava$0',
            value: function stem$esjava$0() {
                var v_1 = undefined;
                var v_2 = undefined;

                if (!this.r_more_than_one_syllable_word$esjava$0()) {
                    return false;
                }

                this.limit_backward = this.cursor;
                this.cursor = this.limit;
                v_1 = this.limit - this.cursor;

                lab0: do {
                    if (!this.r_stem_nominal_verb_suffixes$esjava$0()) {
                        break lab0;
                    }
                } while (false);

                this.cursor = this.limit - v_1;

                if (!this.B_continue_stemming_noun_suffixes) {
                    return false;
                }

                v_2 = this.limit - this.cursor;

                lab1: do {
                    if (!this.r_stem_noun_suffixes$esjava$0()) {
                        break lab1;
                    }
                } while (false);

                this.cursor = this.limit - v_2;
                this.cursor = this.limit_backward;

                if (!this.r_postlude$esjava$0()) {
                    return false;
                }

                return true;
            }
        }, {
            key: 'stem',
            value: function stem() {
                var _get50;

                for (var _len49 = arguments.length, args = Array(_len49), _key49 = 0; _key49 < _len49; _key49++) {
                    args[_key49] = arguments[_key49];
                }

                switch (args.length) {
                    case 0:
                        return this.stem$esjava$0.apply(this, args);
                }

                return (_get50 = _get(Object.getPrototypeOf(turkishStemmer.prototype), 'stem', this)).call.apply(_get50, [this].concat(args));
            }
        }, {
            key: 'B_continue_stemming_noun_suffixes',
            get: function get() {
                return Object.prototype.hasOwnProperty.call(this, '_$esjava$B_continue_stemming_noun_suffixes') ? this._$esjava$B_continue_stemming_noun_suffixes : this._$esjava$B_continue_stemming_noun_suffixes = false;
            },
            set: function set(v) {
                this._$esjava$B_continue_stemming_noun_suffixes = v;
            }
        }, {
            key: 'I_strlen',
            get: function get() {
                return Object.prototype.hasOwnProperty.call(this, '_$esjava$I_strlen') ? this._$esjava$I_strlen : this._$esjava$I_strlen = 0;
            },
            set: function set(v) {
                this._$esjava$I_strlen = v;
            }
        }], [{
            key: 'a_0',
            get: function get() {
                delete turkishStemmer.a_0;
                return turkishStemmer.a_0 = [new Among("m", -1, -1), new Among("n", -1, -1), new Among("miz", -1, -1), new Among("niz", -1, -1), new Among("muz", -1, -1), new Among("nuz", -1, -1), new Among('m\u00FCz', -1, -1), new Among('n\u00FCz', -1, -1), new Among('m\u0131z', -1, -1), new Among('n\u0131z', -1, -1)];
            }
        }, {
            key: 'a_1',
            get: function get() {
                delete turkishStemmer.a_1;
                return turkishStemmer.a_1 = [new Among("leri", -1, -1), new Among('lar\u0131', -1, -1)];
            }
        }, {
            key: 'a_2',
            get: function get() {
                delete turkishStemmer.a_2;
                return turkishStemmer.a_2 = [new Among("ni", -1, -1), new Among("nu", -1, -1), new Among('n\u00FC', -1, -1), new Among('n\u0131', -1, -1)];
            }
        }, {
            key: 'a_3',
            get: function get() {
                delete turkishStemmer.a_3;
                return turkishStemmer.a_3 = [new Among("in", -1, -1), new Among("un", -1, -1), new Among('\u00FCn', -1, -1), new Among('\u0131n', -1, -1)];
            }
        }, {
            key: 'a_4',
            get: function get() {
                delete turkishStemmer.a_4;
                return turkishStemmer.a_4 = [new Among("a", -1, -1), new Among("e", -1, -1)];
            }
        }, {
            key: 'a_5',
            get: function get() {
                delete turkishStemmer.a_5;
                return turkishStemmer.a_5 = [new Among("na", -1, -1), new Among("ne", -1, -1)];
            }
        }, {
            key: 'a_6',
            get: function get() {
                delete turkishStemmer.a_6;
                return turkishStemmer.a_6 = [new Among("da", -1, -1), new Among("ta", -1, -1), new Among("de", -1, -1), new Among("te", -1, -1)];
            }
        }, {
            key: 'a_7',
            get: function get() {
                delete turkishStemmer.a_7;
                return turkishStemmer.a_7 = [new Among("nda", -1, -1), new Among("nde", -1, -1)];
            }
        }, {
            key: 'a_8',
            get: function get() {
                delete turkishStemmer.a_8;
                return turkishStemmer.a_8 = [new Among("dan", -1, -1), new Among("tan", -1, -1), new Among("den", -1, -1), new Among("ten", -1, -1)];
            }
        }, {
            key: 'a_9',
            get: function get() {
                delete turkishStemmer.a_9;
                return turkishStemmer.a_9 = [new Among("ndan", -1, -1), new Among("nden", -1, -1)];
            }
        }, {
            key: 'a_10',
            get: function get() {
                delete turkishStemmer.a_10;
                return turkishStemmer.a_10 = [new Among("la", -1, -1), new Among("le", -1, -1)];
            }
        }, {
            key: 'a_11',
            get: function get() {
                delete turkishStemmer.a_11;
                return turkishStemmer.a_11 = [new Among("ca", -1, -1), new Among("ce", -1, -1)];
            }
        }, {
            key: 'a_12',
            get: function get() {
                delete turkishStemmer.a_12;
                return turkishStemmer.a_12 = [new Among("im", -1, -1), new Among("um", -1, -1), new Among('\u00FCm', -1, -1), new Among('\u0131m', -1, -1)];
            }
        }, {
            key: 'a_13',
            get: function get() {
                delete turkishStemmer.a_13;
                return turkishStemmer.a_13 = [new Among("sin", -1, -1), new Among("sun", -1, -1), new Among('s\u00FCn', -1, -1), new Among('s\u0131n', -1, -1)];
            }
        }, {
            key: 'a_14',
            get: function get() {
                delete turkishStemmer.a_14;
                return turkishStemmer.a_14 = [new Among("iz", -1, -1), new Among("uz", -1, -1), new Among('\u00FCz', -1, -1), new Among('\u0131z', -1, -1)];
            }
        }, {
            key: 'a_15',
            get: function get() {
                delete turkishStemmer.a_15;
                return turkishStemmer.a_15 = [new Among("siniz", -1, -1), new Among("sunuz", -1, -1), new Among('s\u00FCn\u00FCz', -1, -1), new Among('s\u0131n\u0131z', -1, -1)];
            }
        }, {
            key: 'a_16',
            get: function get() {
                delete turkishStemmer.a_16;
                return turkishStemmer.a_16 = [new Among("lar", -1, -1), new Among("ler", -1, -1)];
            }
        }, {
            key: 'a_17',
            get: function get() {
                delete turkishStemmer.a_17;
                return turkishStemmer.a_17 = [new Among("niz", -1, -1), new Among("nuz", -1, -1), new Among('n\u00FCz', -1, -1), new Among('n\u0131z', -1, -1)];
            }
        }, {
            key: 'a_18',
            get: function get() {
                delete turkishStemmer.a_18;
                return turkishStemmer.a_18 = [new Among("dir", -1, -1), new Among("tir", -1, -1), new Among("dur", -1, -1), new Among("tur", -1, -1), new Among('d\u00FCr', -1, -1), new Among('t\u00FCr', -1, -1), new Among('d\u0131r', -1, -1), new Among('t\u0131r', -1, -1)];
            }
        }, {
            key: 'a_19',
            get: function get() {
                delete turkishStemmer.a_19;
                return turkishStemmer.a_19 = [new Among('cas\u0131na', -1, -1), new Among("cesine", -1, -1)];
            }
        }, {
            key: 'a_20',
            get: function get() {
                delete turkishStemmer.a_20;
                return turkishStemmer.a_20 = [new Among("di", -1, -1), new Among("ti", -1, -1), new Among("dik", -1, -1), new Among("tik", -1, -1), new Among("duk", -1, -1), new Among("tuk", -1, -1), new Among('d\u00FCk', -1, -1), new Among('t\u00FCk', -1, -1), new Among('d\u0131k', -1, -1), new Among('t\u0131k', -1, -1), new Among("dim", -1, -1), new Among("tim", -1, -1), new Among("dum", -1, -1), new Among("tum", -1, -1), new Among('d\u00FCm', -1, -1), new Among('t\u00FCm', -1, -1), new Among('d\u0131m', -1, -1), new Among('t\u0131m', -1, -1), new Among("din", -1, -1), new Among("tin", -1, -1), new Among("dun", -1, -1), new Among("tun", -1, -1), new Among('d\u00FCn', -1, -1), new Among('t\u00FCn', -1, -1), new Among('d\u0131n', -1, -1), new Among('t\u0131n', -1, -1), new Among("du", -1, -1), new Among("tu", -1, -1), new Among('d\u00FC', -1, -1), new Among('t\u00FC', -1, -1), new Among('d\u0131', -1, -1), new Among('t\u0131', -1, -1)];
            }
        }, {
            key: 'a_21',
            get: function get() {
                delete turkishStemmer.a_21;
                return turkishStemmer.a_21 = [new Among("sa", -1, -1), new Among("se", -1, -1), new Among("sak", -1, -1), new Among("sek", -1, -1), new Among("sam", -1, -1), new Among("sem", -1, -1), new Among("san", -1, -1), new Among("sen", -1, -1)];
            }
        }, {
            key: 'a_22',
            get: function get() {
                delete turkishStemmer.a_22;
                return turkishStemmer.a_22 = [new Among('mi\u015F', -1, -1), new Among('mu\u015F', -1, -1), new Among('m\u00FC\u015F', -1, -1), new Among('m\u0131\u015F', -1, -1)];
            }
        }, {
            key: 'a_23',
            get: function get() {
                delete turkishStemmer.a_23;
                return turkishStemmer.a_23 = [new Among("b", -1, 1), new Among("c", -1, 2), new Among("d", -1, 3), new Among('\u011F', -1, 4)];
            }
        }, {
            key: 'g_vowel',
            get: function get() {
                delete turkishStemmer.g_vowel;
                return turkishStemmer.g_vowel = [17, 65, 16, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 32, 8, 0, 0, 0, 0, 0, 0, 1];
            }
        }, {
            key: 'g_U',
            get: function get() {
                delete turkishStemmer.g_U;
                return turkishStemmer.g_U = [1, 16, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 8, 0, 0, 0, 0, 0, 0, 1];
            }
        }, {
            key: 'g_vowel1',
            get: function get() {
                delete turkishStemmer.g_vowel1;
                return turkishStemmer.g_vowel1 = [1, 64, 16, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1];
            }
        }, {
            key: 'g_vowel2',
            get: function get() {
                delete turkishStemmer.g_vowel2;
                return turkishStemmer.g_vowel2 = [17, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 130];
            }
        }, {
            key: 'g_vowel3',
            get: function get() {
                delete turkishStemmer.g_vowel3;
                return turkishStemmer.g_vowel3 = [1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1];
            }
        }, {
            key: 'g_vowel4',
            get: function get() {
                delete turkishStemmer.g_vowel4;
                return turkishStemmer.g_vowel4 = [17];
            }
        }, {
            key: 'g_vowel5',
            get: function get() {
                delete turkishStemmer.g_vowel5;
                return turkishStemmer.g_vowel5 = [65];
            }
        }, {
            key: 'g_vowel6',
            get: function get() {
                delete turkishStemmer.g_vowel6;
                return turkishStemmer.g_vowel6 = [65];
            }
        }]);

        return turkishStemmer;
    }(SnowballStemmer);


    function newStemmer(lng) {
        var stemMap = {
            dutch: dutchStemmer,
            english: englishStemmer,
            turkish: turkishStemmer
        };
        var stemmer = new stemMap[lng.toLowerCase()]();
        return {
            stem: function stem(word) {
                stemmer.setCurrent(word);
                stemmer.stem();
                return stemmer.getCurrent();
            }
        };
    }

    function algorithms() {
        return ['dutch', 'english', 'turkish'];
    }
});
