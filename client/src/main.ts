// The public site and back office arrive with their own issues; until then the root page
// states what the service is, so that a started server never shows an empty page.
const root = document.getElementById('root');
if (root) {
  root.innerHTML =
    '<h1>طراحی سایت و فروشگاه اینترنتی برای کسب‌وکارهای کوچک</h1>' +
    '<p>برای ثبت درخواست با پشتیبانی تماس بگیرید.</p>';
}
